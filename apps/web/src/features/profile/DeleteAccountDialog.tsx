import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { deleteAccountRequestSchema, accountsMessages, profileMessages } from '@solace/shared';
import { FormError, serverText } from '../../components/forms/form-feedback';
import { BoundPasswordField } from '../../components/forms/BoundFields';
import { useZodForm } from '../../components/forms/use-zod-form';
import { isSessionExpiredError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';
import { deleteAccount, profileKeys } from './profile-api';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Called just before the session ends, so the page does not send the user to log in. */
  onDeleting: () => void;
}

/** Confirms deleting the account with the current password, then leaves for home. */
export function DeleteAccountDialog({ open, onClose, onDeleting }: Props) {
  const { endSession, user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm({
    schema: deleteAccountRequestSchema,
    defaultValues: { password: '' },
    order: ['password'],
  });
  const { submitting } = form;
  // The server's refusal (a wrong password, a failure), said above the field.
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    setError(null);
    void form.submit(async (request) => {
      try {
        await deleteAccount(request);
      } catch (failure) {
        if (!isSessionExpiredError(failure))
          setError(serverText(failure) ?? profileMessages.deleteFailed);
        return;
      }
      // The server has ended the session with the account: forget it here, say so, go home.
      onDeleting();
      endSession();
      queryClient.removeQueries({ queryKey: profileKeys.all });
      toast.success(accountsMessages.accountDeleted);
      navigate('/', { replace: true });
    })(event);
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <Box component="form" noValidate aria-busy={submitting} onSubmit={onSubmit}>
        <DialogTitle>{profileMessages.deleteAccountQuestion}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{profileMessages.deleteAccountText}</DialogContentText>
          {user?.role === 'patient' && (
            <DialogContentText>{profileMessages.deleteKeepsClinicalRecords}</DialogContentText>
          )}
          <FormError message={error} />
          <BoundPasswordField
            form={form}
            name="password"
            inputName="deletePassword"
            label={profileMessages.currentPassword}
            autoComplete="current-password"
            autoFocus
            onEdit={() => setError(null)}
            invalid={Boolean(error)}
            hint={profileMessages.confirmWithPassword}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button type="button" onClick={close}>
            {profileMessages.cancel}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={submitting}>
            {submitting ? profileMessages.deleting : profileMessages.deleteMyAccount}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
