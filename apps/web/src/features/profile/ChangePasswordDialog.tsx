import { useState, type FormEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { MIN_PASSWORD_LENGTH, messages, newPasswordError, type SessionUser } from '@solace/shared';
import { FormError, serverText, useSubmitting } from '../../components/forms/form-feedback';
import { PasswordField } from '../../components/forms/PasswordField';
import { ApiRequestError, isSessionExpiredError } from '../../lib/api-client';
import { changePassword, profileKeys } from './profile-api';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS: [Field, string, string][] = [
  ['currentPassword', 'Current Password', 'current-password'],
  ['newPassword', 'New Password', 'new-password'],
  ['confirmPassword', 'Confirm New Password', 'new-password'],
];

function failureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) {
    return messages.profile.tooManyPasswordChanges;
  }
  return serverText(error) ?? messages.profile.passwordFailed;
}

interface Props {
  open: boolean;
  onClose: () => void;
  user: SessionUser | null;
}

/**
 * The profile's password change, in a modal. Its problems are shown inside the dialog: while a
 * modal is open, everything outside it (the toasts too) is hidden from assistive technology.
 */
export function ChangePasswordDialog({ open, onClose, user }: Props) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<{ text: string; field?: Field } | null>(null);
  const { submitting, isBusy, run } = useSubmitting();

  const close = () => {
    setValues(EMPTY);
    setProblem(null);
    onClose();
  };

  // Spec order: a user, every field, matching new passwords, then their length.
  const check = (): { text: string; field?: Field } | null => {
    if (!user) return { text: messages.profile.userUnavailable };
    const empty = FIELDS.find(([field]) => !values[field]);
    if (empty) return { text: messages.accounts.allFieldsRequired, field: empty[0] };
    const text = newPasswordError(values.newPassword, values.confirmPassword, 'profile');
    if (!text) return null;
    return {
      text,
      field: text === messages.profile.newPasswordsDoNotMatch ? 'confirmPassword' : 'newPassword',
    };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy()) return;
    const found = check();
    setProblem(found);
    if (found || !user) {
      if (found?.field) document.getElementById(`field-${found.field}`)?.focus();
      return;
    }
    void run(async () => {
      try {
        await changePassword({ userId: user.id, ...values });
        toast.success(messages.profile.passwordUpdated);
        close();
        void queryClient.invalidateQueries({ queryKey: profileKeys.history(user.id) });
      } catch (error) {
        if (isSessionExpiredError(error)) return;
        const text = failureText(error);
        const wrongCurrent = text === messages.profile.currentPasswordWrong;
        setProblem({ text, field: wrongCurrent ? 'currentPassword' : undefined });
      }
    });
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <Box component="form" noValidate aria-busy={submitting} onSubmit={onSubmit}>
        <DialogTitle>Change Password</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          <FormError message={problem?.text ?? null} />
          {FIELDS.map(([field, label, autoComplete]) => (
            <PasswordField
              key={field}
              name={field}
              label={label}
              autoComplete={autoComplete}
              autoFocus={field === 'currentPassword'}
              value={values[field]}
              onChange={(value) => {
                setValues((current) => ({ ...current, [field]: value }));
                if (problem?.field === field) setProblem(null);
              }}
              // Marked, not repeated: the alert above already says what is wrong.
              invalid={problem?.field === field}
              htmlInput={field === 'currentPassword' ? {} : { minLength: MIN_PASSWORD_LENGTH }}
            />
          ))}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button type="button" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? 'Updating...' : 'Update Password'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
