import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SESSION_NOTE_SECTIONS,
  sessionNoteDraftSchema,
  type SessionNote,
  type SessionNoteDraft,
  type SessionNoteTemplate,
} from '@solace/shared';
import { ApiRequestError } from '../../lib/api-client';
import { saveDraft } from './session-notes-api';

/** How long typing pauses before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed'; message: string | null }
  /** Another tab saved or signed meanwhile: nothing more is sent until the note is reloaded. */
  | { kind: 'conflict'; message: string };

/** Every section's text, whichever template shows it (SOAP and DAP share two). */
export type SectionTexts = Record<string, string>;

export function draftOf(
  template: SessionNoteTemplate,
  texts: SectionTexts,
  version: number,
): SessionNoteDraft {
  const sections = Object.fromEntries(
    SESSION_NOTE_SECTIONS[template].map((name) => [name, texts[name] ?? '']),
  );
  return { template, version, sections } as SessionNoteDraft;
}

/**
 * The note's draft, saved a moment after typing pauses. One save at a time, each at the version
 * the last one answered; what is typed during a save goes in the next. A 409 (another tab saved,
 * or signed) stops saving and says so: the text on screen stays, nothing is overwritten.
 */
export function useNoteAutosave(
  bookingId: string,
  note: SessionNote,
  onSaved: (n: SessionNote) => void,
) {
  const [template, setTemplate] = useState<SessionNoteTemplate>(note.template);
  const [texts, setTexts] = useState<SectionTexts>(note.sections);
  const [state, setState] = useState<SaveState>(
    note.updatedAt ? { kind: 'saved', at: note.updatedAt } : { kind: 'idle' },
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const version = useRef(note.version);
  const pending = useRef(false);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ template, texts });
  latest.current = { template, texts };
  const stopped = useRef(false);
  /** Typed since the last save was sent: only then is there anything to save. */
  const dirty = useRef(false);

  const save = useCallback(async (): Promise<void> => {
    if (stopped.current || !dirty.current) return;
    if (inFlight.current) {
      pending.current = true;
      return;
    }
    const draft = draftOf(latest.current.template, latest.current.texts, version.current);
    const checked = sessionNoteDraftSchema.safeParse(draft);
    if (!checked.success) {
      setProblems(
        Object.fromEntries(checked.error.issues.map((i) => [String(i.path.at(-1)), i.message])),
      );
      return;
    }
    setProblems({});
    dirty.current = false;
    setState({ kind: 'saving' });
    const run = (async () => {
      try {
        const saved = await saveDraft(bookingId, draft);
        version.current = saved.version;
        setState({ kind: 'saved', at: saved.updatedAt ?? new Date().toISOString() });
        onSaved(saved);
      } catch (error) {
        dirty.current = true; // not saved: the next edit (or Sign) tries again
        if (error instanceof ApiRequestError && error.status === 409) {
          stopped.current = true;
          setState({ kind: 'conflict', message: error.message });
          return;
        }
        if (error instanceof ApiRequestError && error.fields) setProblems(error.fields);
        setState({ kind: 'failed', message: null });
      }
    })();
    inFlight.current = run;
    await run;
    inFlight.current = null;
    if (pending.current) {
      pending.current = false;
      await save();
    }
  }, [bookingId, onSaved]);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
  }, [save]);

  // Leaving the page (a link, Back) saves what was typed in the last moment instead of dropping
  // it; closing the tab meanwhile asks first.
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current || inFlight.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      clearTimeout(timer.current);
      if (dirty.current) void saveRef.current();
    };
  }, []);

  return {
    template,
    texts,
    state,
    problems,
    /** The version the server holds: what Sign signs. */
    version: () => version.current,
    setSection: (name: string, value: string) => {
      dirty.current = true;
      setTexts((now) => ({ ...now, [name]: value }));
      schedule();
    },
    setTemplate: (next: SessionNoteTemplate) => {
      dirty.current = true;
      setTemplate(next);
      schedule();
    },
    /**
     * Saves what is typed now (before signing), waiting for a save under way. False when some of
     * it is still not saved (a failed save, a problem in a section, another tab's change): the
     * server's version then lacks what is on screen, and must not be signed.
     */
    flush: async (): Promise<boolean> => {
      clearTimeout(timer.current);
      // A save under way may be followed by another of what was typed meanwhile: wait for all.
      while (inFlight.current) await inFlight.current;
      await save();
      while (inFlight.current) await inFlight.current;
      return !dirty.current && !stopped.current;
    },
  };
}
