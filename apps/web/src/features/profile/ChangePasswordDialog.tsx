import { useState, type FormEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import {
  MIN_PASSWORD_LENGTH,
  profilePasswordFormSchema,
  type SessionUser,
  profileMessages,
} from '@solace/shared';
import { FormError, serverText } from '../../components/forms/form-feedback';
import { BoundPasswordField } from '../../components/forms/BoundFields';
import { useZodForm } from '../../components/forms/use-zod-form';
import { ApiRequestError, isSessionExpiredError } from '../../lib/api-client';
import { changePassword, profileKeys } from './profile-api';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS: [Field, string, string][] = [
  ['currentPassword', profileMessages.currentPassword, 'current-password'],
  ['newPassword', profileMessages.newPassword, 'new-password'],
  ['confirmPassword', profileMessages.confirmNewPassword, 'new-password'],
];

function failureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) {
    return profileMessages.tooManyPasswordChanges;
  }
  return serverText(error) ?? profileMessages.passwordFailed;
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
  // Spec: every field required, the new ones matching, then long enough; each says its own.
  const form = useZodForm({
    schema: profilePasswordFormSchema,
    defaultValues: EMPTY,
    order: ['currentPassword', 'newPassword', 'confirmPassword'],
  });
  const { submitting } = form;
  // A failure of the whole form (no user, the server's refusal), said in the alert above the
  // fields; a wrong current password marks that field too.
  const [problem, setProblem] = useState<{ text: string; field?: Field } | null>(null);

  const close = () => {
    form.reset(EMPTY);
    setProblem(null);
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) {
      setProblem({ text: profileMessages.userUnavailable });
      return;
    }
    setProblem(null);
    // Every field's problem under it at once (no toast: a modal hides what is outside it).
    void form.submit(async (values) => {
      try {
        await changePassword({ userId: user.id, ...values });
        toast.success(profileMessages.passwordUpdated);
        close();
        void queryClient.invalidateQueries({ queryKey: profileKeys.history(user.id) });
      } catch (error) {
        if (isSessionExpiredError(error)) return;
        const text = failureText(error);
        const wrongCurrent = text === profileMessages.currentPasswordWrong;
        setProblem({ text, field: wrongCurrent ? 'currentPassword' : undefined });
        if (wrongCurrent) form.setFocus('currentPassword');
      }
    })(event);
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <Box component="form" noValidate aria-busy={submitting} onSubmit={onSubmit}>
        <DialogTitle>{profileMessages.changePassword}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          <FormError message={problem?.text ?? null} />
          {FIELDS.map(([field, label, autoComplete]) => (
            <BoundPasswordField
              key={field}
              form={form}
              name={field}
              label={label}
              autoComplete={autoComplete}
              autoFocus={field === 'currentPassword'}
              onEdit={() => {
                if (problem?.field === field) setProblem(null);
              }}
              // A refusal is marked, not repeated: the alert above says it.
              invalid={problem?.field === field}
              htmlInput={field === 'currentPassword' ? {} : { minLength: MIN_PASSWORD_LENGTH }}
            />
          ))}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button type="button" onClick={close}>
            {profileMessages.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? profileMessages.updating : profileMessages.updatePassword}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
