import { useMemo, useState, type FormEvent } from 'react';
import { Autocomplete, Box, Button, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import {
  timeZoneName,
  updateTimeZoneRequestSchema,
  viewerTimeZone,
  type SessionUser,
  profileMessages,
} from '@solace/shared';
import { FormError, serverText, useSubmitting } from '../../components/forms/form-feedback';
import { isSessionExpiredError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';
import { profileKeys, updateTimeZone } from './profile-api';
import { TitledSection } from '../../components/TitledSection';

interface ZoneOption {
  id: string;
  /** "India Standard Time (Asia/Kolkata)": the long name people know, and the id to tell apart. */
  label: string;
}

const optionOf = (id: string): ZoneOption => ({ id, label: `${timeZoneName(id)} (${id})` });

/** Every zone the browser knows, with the account's own first if the browser lacks it. */
function zoneOptions(current: string): ZoneOption[] {
  const ids = Intl.supportedValuesOf('timeZone');
  return (ids.includes(current) ? ids : [current, ...ids]).map(optionOf);
}

const p = profileMessages;

/**
 * The zone of the person's e-mails, notifications and history lines. Logging in sets it to the
 * browser's; this is for choosing another (a therapist who works to a clinic's clock, say).
 */
export function TimeZoneSection({ user }: { user: SessionUser }) {
  const { updateUser } = useAuth();
  const queryClient = useQueryClient();
  const options = useMemo(() => zoneOptions(user.timeZone), [user.timeZone]);
  const [chosen, setChosen] = useState<ZoneOption | null>(() => optionOf(user.timeZone));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { submitting, isBusy, run } = useSubmitting();
  const browserZone = viewerTimeZone();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy()) return;
    setFormError(null);
    const parsed = updateTimeZoneRequestSchema.safeParse({ timeZone: chosen?.id ?? '' });
    if (!parsed.success) {
      setFieldError(p.timeZoneInvalid);
      return;
    }
    setFieldError(null);
    void run(async () => {
      try {
        const saved = (await updateTimeZone(parsed.data)).user;
        updateUser({ ...user, timeZone: saved.timeZone });
        toast.success(p.timeZoneSaved);
        void queryClient.invalidateQueries({ queryKey: profileKeys.history(user.id) });
      } catch (error) {
        if (!isSessionExpiredError(error)) setFormError(serverText(error) ?? p.timeZoneFailed);
      }
    });
  };

  return (
    <TitledSection surface="card" title={p.timeZoneTitle}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {p.timeZoneHelp}
      </Typography>
      <FormError message={formError} />
      <Box
        component="form"
        noValidate
        aria-label={p.timeZoneTitle}
        aria-busy={submitting}
        onSubmit={onSubmit}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <Autocomplete
          sx={{ flex: '1 1 280px' }}
          options={options}
          value={chosen}
          onChange={(_event, value) => {
            setChosen(value);
            setFieldError(null);
          }}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          autoHighlight
          renderInput={(params) => (
            <TextField
              {...params}
              label={p.timeZoneLabel}
              error={fieldError !== null}
              helperText={
                fieldError ??
                (chosen && chosen.id !== browserZone
                  ? p.timeZoneDeviceDiffers(timeZoneName(browserZone))
                  : ' ')
              }
            />
          )}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? profileMessages.saving : p.timeZoneSave}
        </Button>
      </Box>
    </TitledSection>
  );
}
