import { useState, type FormEvent } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountsMessages, loginRequestSchema } from '@solace/shared';
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
});
