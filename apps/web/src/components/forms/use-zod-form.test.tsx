import { Fragment, useState, type FormEvent } from 'react';
import { useFieldArray, type Path } from 'react-hook-form';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountsMessages,
  loginRequestSchema,
  slotsMessages,
  workingHoursRequestSchema,
  type WorkingHoursRequest,
} from '@solace/shared';
import { ApiRequestError } from '../../lib/api-client';
import { describedText } from '../../test/render';
import { BoundPasswordField, BoundTextField } from './BoundFields';
import { useZodForm, type Problems } from './use-zod-form';

const a = accountsMessages;
const schema = loginRequestSchema.pick({ email: true, password: true });
type Values = { email: string; password: string };

interface Props {
  /** What the "server" does with a valid form: resolve, or refuse with an error. */
  send: (values: Values) => Promise<void>;
  onInvalid?: (problems: Problems<Values>) => void;
}

/** The smallest real form on the shared piece: two bound fields and a submit. */
function SignInForm({ send, onInvalid }: Props) {
  const form = useZodForm({
    schema,
    defaultValues: { email: '', password: '' },
    order: ['email', 'password'],
  });
  const [refused, setRefused] = useState(false);
  const onSubmit = (event: FormEvent) =>
    void form.submit(async (values) => {
      try {
        await send(values);
      } catch (error) {
        setRefused(form.showServerErrors(error));
      }
    }, onInvalid)(event);
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sign in">
      <BoundTextField form={form} name="email" label="Email" type="email" />
      <BoundPasswordField form={form} name="password" label="Password" />
      <button type="submit" disabled={form.submitting}>
        Sign in
      </button>
      {refused && <p>Refused on a field</p>}
    </form>
  );
}

/** A form holding a list: each row's fields are named by its place (`ranges.1.end`). */
function HoursForm({
  onInvalid,
}: {
  onInvalid: (problems: Problems<WorkingHoursRequest>) => void;
}) {
  const form = useZodForm<WorkingHoursRequest>({
    schema: workingHoursRequestSchema,
    defaultValues: {
      ranges: [
        { weekday: 1, start: '09:00', end: '17:00' },
        { weekday: 2, start: '13:00', end: '09:00' },
      ],
      session_minutes: 50,
      break_minutes: 10,
      weeks: 4,
    },
    // On screen the rows are shown last first.
    order: ({ ranges }) =>
      ranges
        .flatMap((_, i): Path<WorkingHoursRequest>[] => [`ranges.${i}.start`, `ranges.${i}.end`])
        .reverse(),
  });
  const rows = useFieldArray({ control: form.control, name: 'ranges' });
  return (
    <form
      noValidate
      aria-label="Hours"
      onSubmit={(event) => void form.submit(vi.fn(), onInvalid)(event)}
    >
      {rows.fields.map((row, i) => (
        <Fragment key={row.id}>
          <BoundTextField form={form} name={`ranges.${i}.start`} label={`From ${i}`} />
          <BoundTextField form={form} name={`ranges.${i}.end`} label={`To ${i}`} />
          <button type="button" onClick={() => rows.remove(i)}>
            Remove {i}
          </button>
        </Fragment>
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

afterEach(cleanup);

describe('useZodForm with bound fields', () => {
  it('shows every problem under its field at once, focuses the first on screen and sends nothing', async () => {
    const send = vi.fn(() => Promise.resolve());
    const onInvalid = vi.fn();
    render(<SignInForm send={send} onInvalid={onInvalid} />);
    fireEvent.change(field('Password'), { target: { value: 'secret' } });
    fireEvent.change(field('Email'), { target: { value: 'not-an-email' } });
    await submit();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field('Email'))).toContain(a.invalidEmail);
    expect(field('Password').getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(field('Email'));
    expect(onInvalid).toHaveBeenCalledWith({ email: a.invalidEmail });
    expect(send).not.toHaveBeenCalled();

    // Both empty: both say so, and the first on screen (not the first typed in) has focus.
    fireEvent.change(field('Email'), { target: { value: '' } });
    fireEvent.change(field('Password'), { target: { value: '' } });
    await submit();
    expect(describedText(field('Email'))).toContain(a.allFieldsRequired);
    expect(describedText(field('Password'))).toContain(a.allFieldsRequired);
    expect(document.activeElement).toBe(field('Email'));
  });

  it('checks a field on leaving it once typed in, and takes a shown message away as it is fixed', async () => {
    render(<SignInForm send={() => Promise.resolve()} />);
    await userEvent.click(field('Email'));
    await userEvent.tab();
    expect(field('Email').getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(field('Email'), { target: { value: 'asha@' } });
    fireEvent.blur(field('Email'));
    expect(describedText(field('Email'))).toContain(a.invalidEmail);
    fireEvent.change(field('Email'), { target: { value: 'asha@example.com' } });
    expect(field('Email').getAttribute('aria-invalid')).toBe('false');
  });

  it("puts a 400's field errors under the fields it names and focuses the first of them", async () => {
    const send = vi.fn(() =>
      Promise.reject(
        new ApiRequestError(400, 'Wrong password.', 'VALIDATION', {
          password: 'Wrong password.',
          somethingElse: 'Not a field of this form.',
        }),
      ),
    );
    render(<SignInForm send={send} />);
    fireEvent.change(field('Email'), { target: { value: '  asha@example.com ' } });
    fireEvent.change(field('Password'), { target: { value: 'calm-river-42' } });
    await submit();
    // The schema's output went out: the e-mail trimmed.
    expect(send).toHaveBeenCalledWith({ email: 'asha@example.com', password: 'calm-river-42' });
    expect(await screen.findByText('Refused on a field')).toBeTruthy();
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field('Password'))).toContain('Wrong password.');
    expect(field('Email').getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(field('Password'));
    // Typing again re-checks the field by the schema: the server's word goes.
    fireEvent.change(field('Password'), { target: { value: 'calm-river-43' } });
    expect(field('Password').getAttribute('aria-invalid')).toBe('false');
  });

  it('ignores a second submit until the first has settled', async () => {
    let settle: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<SignInForm send={send} />);
    fireEvent.change(field('Email'), { target: { value: 'asha@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'calm-river-42' } });
    const form = screen.getByRole('form', { name: 'Sign in' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' }).disabled).toBe(true);
    settle();
    await vi.waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' }).disabled).toBe(
        false,
      ),
    );
    fireEvent.submit(form);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it('names a problem inside a list by its path, and focuses it by the screen order given', async () => {
    const onInvalid = vi.fn();
    render(<HoursForm onInvalid={onInvalid} />);
    fireEvent.change(field('To 0'), { target: { value: '08:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onInvalid).toHaveBeenLastCalledWith({
      'ranges.0.end': slotsMessages.endBeforeStart,
      'ranges.1.end': slotsMessages.endBeforeStart,
    });
    expect(describedText(field('To 0'))).toContain(slotsMessages.endBeforeStart);
    expect(field('From 1').getAttribute('aria-invalid')).toBe('false');
    // The order given puts row 1 first.
    await vi.waitFor(() => expect(document.activeElement).toBe(field('To 1')));

    // A list's own problem is named by the list.
    await userEvent.click(screen.getByRole('button', { name: 'Remove 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onInvalid).toHaveBeenLastCalledWith({ ranges: slotsMessages.noHours });
  });
});
