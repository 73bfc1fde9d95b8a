import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describedText } from '../test/render';
import { SafeChoiceDialog } from './SafeChoiceDialog';

afterEach(cleanup);

function ask(emphasis: 'safe' | 'danger', busyLabel?: string) {
  const stay = vi.fn();
  const leave = vi.fn();
  render(
    <SafeChoiceDialog
      open
      title="Leave the room?"
      text="The other person stays behind."
      safe={{ label: 'Stay', onClick: stay }}
      other={{ label: 'Leave', onClick: leave }}
      emphasis={emphasis}
      busyLabel={busyLabel}
    />,
  );
  return { stay, leave, dialog: screen.getByRole('alertdialog', { name: 'Leave the room?' }) };
}

const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('a question with a safe answer', () => {
  it('is an alert dialog that reads its text out and starts on the safe answer', async () => {
    const { dialog } = ask('danger');
    expect(describedText(dialog)).toBe('The other person stays behind.');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Stay' })),
    );
  });

  it('takes Enter on the focused safe answer, and Escape as the safe answer too', async () => {
    const user = userEvent.setup();
    const { dialog, stay, leave } = ask('danger');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Stay' })),
    );
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(stay).toHaveBeenCalledTimes(2);
    expect(leave).not.toHaveBeenCalled();
  });

  it('gives the step that ends something its own button, in red where it is stressed', async () => {
    const user = userEvent.setup();
    const danger = ask('danger');
    // The stressed button stands last; a danger is drawn in the error colour.
    expect(buttonNames(danger.dialog)).toEqual(['Stay', 'Leave']);
    const leave = within(danger.dialog).getByRole('button', { name: 'Leave' });
    expect(leave.className).toMatch(/MuiButton-contained/);
    expect(leave.className).toMatch(/MuiButton-colorError/);
    await user.click(leave);
    expect(danger.leave).toHaveBeenCalledOnce();
    cleanup();

    const safe = ask('safe');
    expect(buttonNames(safe.dialog)).toEqual(['Leave', 'Stay']);
    const stay = within(safe.dialog).getByRole('button', { name: 'Stay' });
    expect(stay.className).toMatch(/MuiButton-contained/);
    expect(within(safe.dialog).getByRole('button', { name: 'Leave' }).className).not.toMatch(
      /MuiButton-contained|MuiButton-colorError/,
    );
  });

  it('holds both answers while the step is under way, and says so', async () => {
    const { dialog, stay, leave } = ask('danger', 'Leaving...');
    expect(buttonNames(dialog)).toEqual(['Stay', 'Leaving...']);
    for (const button of within(dialog).getAllByRole('button')) {
      expect(button).toHaveProperty('disabled', true);
    }
    // Escape inside the dialog does not close it under the step's feet (focus may have left
    // with the pressed button, so the key is sent to the dialog itself).
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect(stay).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
  });
});
