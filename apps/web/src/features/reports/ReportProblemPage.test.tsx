import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reportsMessages } from '@solace/shared';
import { asha, authValue, findToast, renderAt, stubApi } from '../../test/render';
import { ReportProblemPage } from './ReportProblemPage';

const r = reportsMessages;
const png = (name: string, bytes = 100) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: new RegExp(label) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

function fileInput(): HTMLInputElement {
  return document.querySelector('input[type="file"]')!;
}

// Menus and uploads through user-event are slow on a busy machine.
describe('ReportProblemPage', () => {
  it('shows the spec’s form: types, priorities (Medium first), and the e-mail prefilled when signed in', async () => {
    renderAt(<ReportProblemPage />, { auth: authValue('authenticated') });
    expect(screen.getByRole('heading', { level: 1, name: r.title })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Email Address/ }).value).toBe(
      asha.email,
    );
    expect(screen.getByRole('combobox', { name: /Priority/ }).textContent).toBe('Medium');
    await userEvent.click(screen.getByRole('combobox', { name: /Problem Type/ }));
    const options = (await screen.findAllByRole('option')).map((o) => [
      o.textContent,
      o.getAttribute('data-value'),
    ]);
    expect(options).toEqual([
      ['Bug', 'Bug'],
      ['Feature Request', 'Feature Request'],
      ['Account Issue', 'Account Issue'],
      ['Payment Issue', 'Payment Issue'],
      ['Doctor Issue', 'Doctor Issue'],
      ['Other Issue', 'OtherIssue'],
    ]);
  });

  it('asks for the required fields in the spec’s words, sending nothing', async () => {
    const fetchMock = stubApi({});
    renderAt(<ReportProblemPage />, { auth: authValue('unauthenticated') });
    await userEvent.click(screen.getByRole('button', { name: r.submit }));
    await findToast(r.requiredFields);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows every required field’s problem at once, with one toast, and focuses the first', async () => {
    const fetchMock = stubApi({});
    renderAt(<ReportProblemPage />, { auth: authValue('unauthenticated') });
    await userEvent.type(screen.getByRole('textbox', { name: /Email Address/ }), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: r.submit }));
    await findToast(r.requiredFields);
    const type = screen.getByRole('combobox', { name: /Problem Type/ });
    const description = screen.getByRole('textbox', { name: /Description/ });
    const email = screen.getByRole('textbox', { name: /Email Address/ });
    const described = (element: HTMLElement) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ')
        .trim();
    expect(described(type)).toBe(r.requiredFields);
    expect(described(description)).toBe(r.requiredFields);
    expect(described(email)).not.toBe('');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(type);
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks a field when it loses focus, and clears its message once fixed', async () => {
    stubApi({});
    renderAt(<ReportProblemPage />, { auth: authValue('unauthenticated') });
    const email = screen.getByRole('textbox', { name: /Email Address/ });
    await userEvent.type(email, 'asha@');
    expect(email.getAttribute('aria-invalid')).toBe('false');
    await userEvent.tab();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(email, 'example.com');
    expect(email.getAttribute('aria-invalid')).toBe('false');
  });

  it('sends every chosen file and the fields as multipart, shows the server’s message and clears the form', async () => {
    const fetchMock = stubApi({
      'POST /report-problem': {
        status: 201,
        body: {
          success: true,
          message: 'Thank you. Your report SR-1001 has been received.',
          reference: 'SR-1001',
        },
      },
    });
    renderAt(<ReportProblemPage />, { auth: authValue('unauthenticated') });
    await choose('Problem Type', 'Other Issue');
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'It broke');
    await userEvent.type(screen.getByRole('textbox', { name: /Email Address/ }), 'v@example.com');
    await choose('Priority', 'Critical');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Additional Information/ }),
      'Firefox',
    );
    await userEvent.upload(fileInput(), [png('one.png'), png('two.png'), png('three.png')]);
    expect(screen.getByText('two.png')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: r.removeFile('two.png') }));
    expect(screen.queryByText('two.png')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: r.submit }));
    await findToast('Thank you. Your report SR-1001 has been received.');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/report-problem');
    const form = init.body as FormData;
    expect(
      Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      problemType: 'OtherIssue',
      description: 'It broke',
      email: 'v@example.com',
      priority: 'Critical',
      additionalInfo: 'Firefox',
    });
    expect(form.getAll('attachment').map((f) => (f as File).name)).toEqual([
      'one.png',
      'three.png',
    ]);
    const status = screen.getByRole('status');
    expect(
      within(status).getByText('Thank you. Your report SR-1001 has been received.'),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Description/ }).value).toBe('');
    expect(screen.queryByText('one.png')).toBeNull();
  });

  it.each([
    [
      'the server’s message',
      {
        status: 400,
        body: {
          error: 'The file "x.png" is not an allowed type.',
          message: 'The file "x.png" is not an allowed type.',
          code: 'ATTACHMENT_REFUSED',
        },
      },
      'The file "x.png" is not an allowed type.',
    ],
    ['the spec’s fallback', { status: 502, body: 'Bad gateway' }, r.unexpected],
  ])('shows %s when sending fails', async (_, answer, text) => {
    stubApi({ 'POST /report-problem': answer });
    renderAt(<ReportProblemPage />, { auth: authValue('authenticated') });
    await choose('Problem Type', 'Bug');
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'It broke');
    await userEvent.click(screen.getByRole('button', { name: r.submit }));
    await findToast(text);
    const inForm = screen.getAllByRole('alert').filter((e) => !e.closest('.Toastify'));
    expect(inForm.map((e) => e.textContent)).toEqual([text]);
  });

  it('refuses a sixth file and an 11 MB one before sending', async () => {
    const fetchMock = stubApi({});
    renderAt(<ReportProblemPage />, { auth: authValue('authenticated') });
    await userEvent.upload(
      fileInput(),
      Array.from({ length: 6 }, (_, i) => png(`s${i}.png`)),
    );
    expect(screen.getByText(r.tooManyFiles)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: r.removeFile('s5.png') }));
    expect(screen.queryByText(r.tooManyFiles)).toBeNull();
    await userEvent.upload(fileInput(), [png('huge.png', 11 * 1024 * 1024)]);
    expect(screen.getByText(r.tooManyFiles)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: r.removeFile('s0.png') }));
    expect(screen.getByText(r.fileTooLarge('huge.png'))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
