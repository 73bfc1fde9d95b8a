import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionNotePath, sessionNotesMessages, type SessionNote } from '@solace/shared';
import { asha, authValue, LocationProbe, renderAt, stubApi, writesSent } from '../../test/render';
import { testId } from '../../test/ids';
import { SessionNotePage } from './SessionNotePage';

const sn = sessionNotesMessages;
const bookingId = testId(901);
const api = `/doctor/bookings/${bookingId}/note`;
const doctor = authValue('authenticated', { user: { ...asha, id: testId(201), role: 'doctor' } });
const at = '2026-03-03T12:32:00.000Z';

const note = (over: Partial<SessionNote> = {}): SessionNote => ({
  bookingId,
  template: 'soap',
  sections: {},
  version: 0,
  updatedAt: null,
  signedAt: null,
  addenda: [],
  ...over,
});

function renderPage(auth = doctor) {
  return renderAt(<LocationProbe />, {
    path: sessionNotePath(bookingId),
    auth,
    routes: [
      { path: '/doctor/sessions/:bookingId/note', element: <SessionNotePage /> },
      { path: '/doctorLogin', element: <LocationProbe /> },
    ],
  });
}

/** Puts `text` at the end of `field` in one input event, as a paste does. */
async function pasteInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const saveStatus = () => screen.getByRole('status', { name: sn.saveStatus });

describe('SessionNotePage', () => {
  it('sends visitors to the therapist login, and tells a client whose page it is', async () => {
    const { unmount } = renderPage(authValue('unauthenticated'));
    expect((await screen.findByTestId('location')).textContent).toBe(
      `/doctorLogin {"from":"${sessionNotePath(bookingId)}"}`,
    );
    unmount();
    renderPage(authValue('authenticated'));
    expect(screen.getByText(sn.onlyTherapists)).toBeTruthy();
  });

  it('saves the draft a moment after typing, at the version the last save answered', async () => {
    const fetchMock = stubApi({
      [`GET ${api}`]: { body: note() },
      [`PUT ${api}`]: async (url) => {
        void url;
        const sent = writesSent(fetchMock);
        const last = sent.at(-1)!.body as { version: number; sections: Record<string, string> };
        const saved = note({ version: last.version + 1, sections: last.sections, updatedAt: at });
        return new Response(JSON.stringify(saved), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    renderPage();
    const subjective = await screen.findByLabelText(sn.sections.subjective);
    expect(saveStatus().textContent).toBe(sn.notSavedYet);
    expect(saveStatus().getAttribute('aria-live')).toBe('polite');
    // One paste, not keystrokes: on a slow machine a pause between two keys can outlast the
    // autosave delay, and the save would (rightly) go out mid-word.
    await pasteInto(subjective, 'Slept badly');
    await waitFor(() => expect(saveStatus().textContent).toMatch(/^Saved at \d{1,2}:\d{2}/));
    expect(writesSent(fetchMock)).toEqual([
      {
        url: `/api${api}`,
        method: 'PUT',
        body: {
          template: 'soap',
          version: 0,
          sections: { subjective: 'Slept badly', objective: '', assessment: '', plan: '' },
        },
      },
    ]);
    await pasteInto(screen.getByLabelText(sn.sections.plan), 'Weekly');
    await waitFor(() => expect(writesSent(fetchMock)).toHaveLength(2));
    expect(writesSent(fetchMock)[1]!.body).toMatchObject({
      version: 1,
      sections: { subjective: 'Slept badly', plan: 'Weekly' },
    });

    // DAP keeps the Assessment and Plan typed under SOAP, and sends only its own sections.
    await userEvent.click(screen.getByRole('radio', { name: sn.templates.dap }));
    expect(screen.getByLabelText<HTMLTextAreaElement>(sn.sections.plan).value).toBe('Weekly');
    await waitFor(() => expect(writesSent(fetchMock)).toHaveLength(3));
    expect(writesSent(fetchMock)[2]!.body).toEqual({
      template: 'dap',
      version: 2,
      sections: { data: '', assessment: '', plan: 'Weekly' },
    });
  });

  it('saves what was typed in the last moment when the page is left', async () => {
    const fetchMock = stubApi({
      [`GET ${api}`]: { body: note({ template: 'free' }) },
      [`PUT ${api}`]: { body: note({ template: 'free', version: 1, updatedAt: at }) },
    });
    const { unmount } = renderPage();
    await pasteInto(await screen.findByLabelText(sn.sections.text), 'Last words');
    unmount();
    await waitFor(() => expect(writesSent(fetchMock)).toHaveLength(1));
    expect(writesSent(fetchMock)[0]!.body).toEqual({
      template: 'free',
      version: 0,
      sections: { text: 'Last words' },
    });
  });

  it('stops saving when another tab saved first, says so, and reloads on request', async () => {
    let reloads = 0;
    stubApi({
      [`GET ${api}`]: () => {
        reloads++;
        const body = note({
          version: reloads,
          sections: { subjective: `from tab ${reloads}` },
          updatedAt: at,
        });
        return new Response(JSON.stringify(body), {
          headers: { 'content-type': 'application/json' },
        });
      },
      [`PUT ${api}`]: {
        status: 409,
        body: { error: sn.changed, message: sn.changed, code: 'NOTE_CHANGED' },
      },
    });
    renderPage();
    const subjective = await screen.findByLabelText<HTMLTextAreaElement>(sn.sections.subjective);
    expect(subjective.value).toBe('from tab 1');
    await pasteInto(subjective, ' and more');
    await waitFor(() => expect(saveStatus().textContent).toBe(sn.changed));
    expect(subjective.value).toBe('from tab 1 and more');
    await userEvent.click(screen.getByRole('button', { name: sn.reload }));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLTextAreaElement>(sn.sections.subjective).value).toBe(
        'from tab 2',
      ),
    );
  });

  it('does not sign the older version when the last words could not be saved', async () => {
    const draft = note({
      template: 'free',
      version: 3,
      sections: { text: 'Session went well.' },
      updatedAt: at,
    });
    const fetchMock = stubApi({
      [`GET ${api}`]: { body: draft },
      [`PUT ${api}`]: { status: 503, body: { error: 'Unavailable', message: 'Unavailable' } },
      [`POST ${api}/sign`]: { body: { ...draft, version: 4, signedAt: at } },
    });
    renderPage();
    const text = await screen.findByLabelText<HTMLTextAreaElement>(sn.sections.text);
    await pasteInto(text, ' Risk plan agreed.');
    // Sign at once, before the autosave: the save Sign makes first fails.
    await userEvent.click(screen.getByRole('button', { name: sn.sign }));
    const dialog = within(screen.getByRole('dialog', { name: sn.signConfirmTitle }));
    await userEvent.click(dialog.getByRole('button', { name: sn.sign }));
    expect((await screen.findByRole('alert')).textContent).toBe(sn.saveFailed);
    // Nothing was signed: version 3 lacks what is on screen, which stays there to be saved.
    // (One save or two: on a slow machine the autosave may have tried, and failed, first.)
    const writes = writesSent(fetchMock).map((w) => `${w.method} ${w.url}`);
    expect(writes).toContain(`PUT /api${api}`);
    expect(writes).not.toContain(`POST /api${api}/sign`);
    expect(screen.getByLabelText<HTMLTextAreaElement>(sn.sections.text).value).toBe(
      'Session went well. Risk plan agreed.',
    );
  });

  it('asks before signing, then shows the locked note and takes dated addenda', async () => {
    const draft = note({
      template: 'free',
      version: 3,
      sections: { text: 'Session went well.' },
      updatedAt: at,
    });
    const signed = { ...draft, version: 4, signedAt: at };
    const amended = {
      ...signed,
      addenda: [{ id: testId(902), text: 'Client called later.', createdAt: at }],
    };
    const fetchMock = stubApi({
      [`GET ${api}`]: { body: draft },
      [`POST ${api}/sign`]: { body: signed },
      [`POST ${api}/addenda`]: { body: amended },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: sn.sign }));
    const dialog = within(screen.getByRole('dialog', { name: sn.signConfirmTitle }));
    expect(dialog.getByText(sn.signConfirmBody)).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: sn.sign }));

    expect(await screen.findByText('Session went well.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: sn.sections.text })).toBeNull();
    expect(screen.getByText(sn.noAddenda)).toBeTruthy();

    // An empty addendum is refused in place, before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: sn.addAddendum }));
    expect(await screen.findByText(sn.addendumRequired)).toBeTruthy();
    await userEvent.type(
      screen.getByRole('textbox', { name: sn.addendumLabel }),
      'Client called later.',
    );
    await userEvent.click(screen.getByRole('button', { name: sn.addAddendum }));
    expect(await screen.findByText('Client called later.', { selector: 'p' })).toBeTruthy();
    expect(writesSent(fetchMock)).toEqual([
      { url: `/api${api}/sign`, method: 'POST', body: { version: 3 } },
      { url: `/api${api}/addenda`, method: 'POST', body: { text: 'Client called later.' } },
    ]);
  });
});
