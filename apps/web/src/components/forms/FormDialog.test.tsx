import { TextField, ThemeProvider } from '@mui/material';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme';
import { FormDialog } from './FormDialog';

afterEach(cleanup);

function open({ busy = false, submitting = busy }: { busy?: boolean; submitting?: boolean } = {}) {
  const onClose = vi.fn();
  const onSubmit = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <FormDialog
        title="Edit plan"
        busy={busy}
        onClose={onClose}
        onSubmit={onSubmit}
        buttons={{
          cancelLabel: 'Cancel',
          submitLabel: 'Save',
          busyLabel: 'Saving...',
          submitting,
        }}
      >
        <TextField label="Name" />
      </FormDialog>
    </ThemeProvider>,
  );
  return { onClose, onSubmit, dialog: screen.getByRole('dialog', { name: 'Edit plan' }) };
}

describe('a dialog that holds a form', () => {
  it('submits on Enter in a field, without leaving the page', async () => {
    const { dialog, onSubmit } = open();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Weekly{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toHaveProperty('defaultPrevented', true);
  });

  it('closes on Escape or Cancel, but holds everything while it saves', async () => {
    const idle = open();
    fireEvent.keyDown(idle.dialog, { key: 'Escape' });
    await userEvent.click(within(idle.dialog).getByRole('button', { name: 'Cancel' }));
    expect(idle.onClose).toHaveBeenCalledTimes(2);
    cleanup();

    const saving = open({ busy: true });
    fireEvent.keyDown(saving.dialog, { key: 'Escape' });
    expect(saving.onClose).not.toHaveBeenCalled();
    const buttons = within(saving.dialog).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Saving...']);
    for (const button of buttons) expect(button).toHaveProperty('disabled', true);
  });

  it('keeps the submit label while something else (a delete) is under way', () => {
    const { dialog } = open({ busy: true, submitting: false });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });
});
