import { useState, type FormEvent } from 'react';
import { Box, Button } from '@mui/material';
import { profileMessages, type SessionUser, updatePhoneRequestSchema } from '@solace/shared';
import { FormError, serverText } from '../../components/forms/form-feedback';
import { BoundTextField } from '../../components/forms/BoundFields';
import { useZodForm } from '../../components/forms/use-zod-form';
import { isSessionExpiredError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';
import { toast } from '../../lib/toast';
import { updatePhone } from './profile-api';

const t = profileMessages;

/**
 * The phone number sessions and reminders reach the person on: typed the local way or with a
 * country code (the sign-up's rules), shown back as the server stored it (E.164).
 */
export function PhoneNumberForm({ user }: { user: SessionUser }) {
  const { updateUser } = useAuth();
  const form = useZodForm({
    schema: updatePhoneRequestSchema,
    defaultValues: { phone: user.phone ?? '' },
    order: ['phone'],
  });
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    setFormError(null);
    void form.submit(async (request) => {
      try {
        const saved = (await updatePhone(request)).user;
        updateUser({ ...user, phone: saved.phone });
        form.reset({ phone: saved.phone ?? '' });
        toast.success(t.phoneUpdated);
      } catch (error) {
        if (isSessionExpiredError(error) || form.showServerErrors(error)) return;
        setFormError(serverText(error) ?? t.phoneFailed);
      }
    })(event);
  };

  return (
    <>
      <FormError message={formError} />
      <Box
        component="form"
        noValidate
        aria-busy={form.submitting}
        onSubmit={onSubmit}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mt: 3 }}
      >
        <Box sx={{ flex: '1 1 240px' }}>
          <BoundTextField
            form={form}
            name="phone"
            label={t.phoneLabel}
            type="tel"
            autoComplete="tel"
          />
        </Box>
        <Button type="submit" variant="outlined" size="large" disabled={form.submitting}>
          {form.submitting ? profileMessages.saving : t.phoneSave}
        </Button>
      </Box>
    </>
  );
}
