import { useState, type FormEvent } from 'react';
import { Box, Button, Divider, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { updateNameRequestSchema, type SessionUser, profileMessages } from '@solace/shared';
import {
  dismissValidation,
  FormError,
  serverText,
  toastValidation,
} from '../../components/forms/form-feedback';
import { BoundTextField } from '../../components/forms/BoundFields';
import { useZodForm } from '../../components/forms/use-zod-form';
import { isSessionExpiredError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { PhoneNumberForm } from './PhoneNumberForm';
import { profileKeys, updateName } from './profile-api';
import { TitledSection } from '../../components/TitledSection';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, gap: 0.5 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Name and phone (editable), e-mail (read-only), and the way to a new password. */
export function PersonalInfoSection({ user }: { user: SessionUser }) {
  const { updateUser } = useAuth();
  const queryClient = useQueryClient();
  // The user id rides along unseen: the shared schema checks it with the name, and a missing
  // user is said as the name's problem ('...or user data is not available').
  const form = useZodForm({
    schema: updateNameRequestSchema,
    defaultValues: { userId: user.id, name: user.name },
    order: ['name'],
  });
  const { submitting } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [passwordOpen, setPasswordOpen] = useState(false);

  const onSubmit = (event: FormEvent) => {
    setFormError(null);
    void form.submit(
      async (request) => {
        dismissValidation();
        try {
          // The name as the server stored it (trimmed), not as typed.
          const { name: saved } = (await updateName(request)).user;
          updateUser({ ...user, name: saved });
          form.setValue('name', saved);
          toast.success(profileMessages.nameUpdated);
          void queryClient.invalidateQueries({ queryKey: profileKeys.history(user.id) });
        } catch (error) {
          if (!isSessionExpiredError(error)) {
            setFormError(serverText(error) ?? profileMessages.nameFailed);
          }
        }
      },
      (problems) => toastValidation(problems.name ?? profileMessages.nameInvalid),
    )(event);
  };

  return (
    <TitledSection surface="card" title={profileMessages.personalInformation}>
      <FormError message={formError} />
      <Box
        component="form"
        noValidate
        aria-label={profileMessages.personalInformation}
        aria-busy={submitting}
        onSubmit={onSubmit}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <Box sx={{ flex: '1 1 240px' }}>
          <BoundTextField
            form={form}
            name="name"
            label={profileMessages.fullName}
            autoComplete="name"
          />
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? profileMessages.saving : profileMessages.save}
        </Button>
      </Box>
      <Box component="dl" sx={{ display: 'grid', gap: 1.5, mt: 3, mb: 0 }}>
        <Detail label={profileMessages.email} value={user.email} />
      </Box>
      <PhoneNumberForm user={user} />
      <Divider sx={{ my: 3 }} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 240px' }}>
          {profileMessages.changePasswordHint}
        </Typography>
        <Button variant="outlined" onClick={() => setPasswordOpen(true)}>
          {profileMessages.changePassword}
        </Button>
      </Box>
      <ChangePasswordDialog
        open={passwordOpen}
        onClose={() => setPasswordOpen(false)}
        user={user}
      />
    </TitledSection>
  );
}
