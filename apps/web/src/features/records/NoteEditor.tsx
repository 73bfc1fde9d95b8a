import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import {
  formatClockTime,
  SESSION_NOTE_SECTION_MAX_LENGTH,
  SESSION_NOTE_SECTIONS,
  SESSION_NOTE_TEMPLATES,
  sessionNotesMessages,
  type SessionNote,
  type SessionNoteSection,
  type SessionNoteTemplate,
} from '@solace/shared';
import { FormError, serverText } from '../../components/forms/form-feedback';
import { isSessionExpiredError } from '../../lib/api-client';
import { signNote } from './session-notes-api';
import { useNoteAutosave, type SaveState } from './use-note-autosave';

const sn = sessionNotesMessages;

function statusText(state: SaveState): string {
  switch (state.kind) {
    case 'idle':
      return sn.notSavedYet;
    case 'saving':
      return sn.saving;
    case 'saved':
      return sn.savedAt(formatClockTime(new Date(state.at)));
    case 'failed':
      return state.message ?? sn.saveFailed;
    case 'conflict':
      return state.message;
  }
}

interface Props {
  bookingId: string;
  note: SessionNote;
  /** A newer note from the server (saved, signed): the page keeps it. */
  onChange: (note: SessionNote) => void;
  /** Another tab changed the note: load it again (the text typed here is dropped). */
  onReload: () => void;
}

/** The draft: a template, its sections, saved while typing; Sign locks it. */
export function NoteEditor({ bookingId, note, onChange, onReload }: Props) {
  const draft = useNoteAutosave(bookingId, note, onChange);
  const [confirming, setConfirming] = useState(false);
  const [signing, setSigning] = useState(false);
  const [signError, setSignError] = useState<string | null>(null);
  const conflict = draft.state.kind === 'conflict';

  const sign = async () => {
    setSigning(true);
    setSignError(null);
    try {
      // Signing the version the server holds would lock a note without the last words typed.
      if (!(await draft.flush())) {
        setSignError(sn.saveFailed);
        setConfirming(false);
        return;
      }
      onChange(await signNote(bookingId, draft.version()));
    } catch (error) {
      if (isSessionExpiredError(error)) return;
      setSignError(serverText(error) ?? sn.saveFailed);
      setConfirming(false);
    } finally {
      setSigning(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
      <Typography
        role="status"
        aria-live="polite"
        aria-label={sn.saveStatus}
        color={conflict || draft.state.kind === 'failed' ? 'error' : 'text.secondary'}
        sx={{ mb: 2, minHeight: '1.5em' }}
      >
        {statusText(draft.state)}
      </Typography>
      {conflict && (
        <Button variant="outlined" onClick={onReload} sx={{ mb: 2 }}>
          {sn.reload}
        </Button>
      )}
      <FormError message={signError} />
      <FormLabel id="note-template-label">{sn.templateLabel}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="note-template-label"
        value={draft.template}
        onChange={(event) => draft.setTemplate(event.target.value as SessionNoteTemplate)}
        sx={{ mb: 2 }}
      >
        {SESSION_NOTE_TEMPLATES.map((template) => (
          <FormControlLabel
            key={template}
            value={template}
            control={<Radio />}
            label={sn.templates[template]}
            disabled={conflict}
          />
        ))}
      </RadioGroup>
      {SESSION_NOTE_SECTIONS[draft.template].map((name: SessionNoteSection) => (
        <TextField
          key={name}
          label={sn.sections[name]}
          name={name}
          value={draft.texts[name] ?? ''}
          onChange={(event) => draft.setSection(name, event.target.value)}
          multiline
          minRows={draft.template === 'free' ? 10 : 4}
          fullWidth
          disabled={conflict}
          error={Boolean(draft.problems[name])}
          helperText={draft.problems[name]}
          slotProps={{ htmlInput: { maxLength: SESSION_NOTE_SECTION_MAX_LENGTH } }}
          sx={{ mb: 2 }}
        />
      ))}
      <Button
        variant="contained"
        onClick={() => setConfirming(true)}
        disabled={conflict || signing}
      >
        {sn.sign}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => !signing && setConfirming(false)}
        aria-labelledby="sign-note-title"
        aria-describedby="sign-note-text"
      >
        <DialogTitle id="sign-note-title">{sn.signConfirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="sign-note-text">{sn.signConfirmBody}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={signing}>
            {sn.cancel}
          </Button>
          <Button variant="contained" onClick={() => void sign()} disabled={signing}>
            {signing ? sn.signing : sn.sign}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
