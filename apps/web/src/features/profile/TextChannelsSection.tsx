import { useState, type FormEvent } from 'react';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  formatLongDay,
  textCodeRequestSchema,
  textConfirmRequestSchema,
  textsMessages,
  type TextChannelsView,
} from '@solace/shared';
import { FormError, serverText, useSubmitting } from '../../components/forms/form-feedback';
import { LoadingLine } from '../../components/LoadingLine';
import { TitledSection } from '../../components/TitledSection';
import { isSessionExpiredError } from '../../lib/api-client';
import {
  confirmTextCode,
  requestTextCode,
  textChannelKeys,
  turnOffTextChannel,
  useTextChannels,
} from './texts-api';

const t = textsMessages.profile;
type ChannelState = TextChannelsView['channels'][number];

/**
 * Which channels may carry a client's confirmations and reminders (issue 28): e-mail always;
 * SMS and WhatsApp only once the number has been confirmed by the code sent to it.
 */
export function TextChannelsSection() {
  const channels = useTextChannels();
  return (
    <TitledSection surface="card" title={t.title}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      <Stack spacing={2}>
        <ChannelRow label={t.email}>
          <Chip size="small" color="success" label={t.emailAlwaysOn} />
        </ChannelRow>
        {channels.data ? (
          channels.data.channels.map((state) => <TextChannel key={state.channel} state={state} />)
        ) : (
          <LoadingLine text={t.title} />
        )}
      </Stack>
    </TitledSection>
  );
}

function ChannelRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <Typography sx={{ minWidth: 96, pt: 1, fontWeight: 600 }}>{label}</Typography>
      <Box sx={{ flex: '1 1 280px' }}>{children}</Box>
    </Box>
  );
}

/** One channel: not offered, on (since when, with Turn off), waiting for its code, or off. */
function TextChannel({ state }: { state: ChannelState }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { submitting, isBusy, run } = useSubmitting();
  const label = t.channel[state.channel];

  const send = (task: () => Promise<TextChannelsView>) =>
    run(async () => {
      setFormError(null);
      try {
        queryClient.setQueryData(textChannelKeys.all, await task());
        setValue('');
      } catch (error) {
        if (!isSessionExpiredError(error)) setFormError(serverText(error) ?? t.title);
      }
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy()) return;
    const parsed =
      state.state === 'pending'
        ? textConfirmRequestSchema.safeParse({ code: value.trim() })
        : textCodeRequestSchema.safeParse({ phone: value.trim() });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    void send(() =>
      'code' in parsed.data
        ? confirmTextCode(state.channel, parsed.data)
        : requestTextCode(state.channel, parsed.data),
    );
  };

  if (!state.offered) {
    return (
      <ChannelRow label={label}>
        <Typography color="text.secondary" sx={{ pt: 1 }}>
          {t.unavailable}
        </Typography>
      </ChannelRow>
    );
  }
  if (state.state === 'on') {
    return (
      <ChannelRow label={label}>
        <FormError message={formError} />
        <Typography sx={{ pt: 1 }}>
          {state.phone} · {t.on(formatLongDay(new Date(state.consentedAt!)))}
        </Typography>
        <Button
          variant="outlined"
          sx={{ mt: 1 }}
          disabled={submitting}
          onClick={() => void send(() => turnOffTextChannel(state.channel))}
        >
          {t.turnOff}
        </Button>
      </ChannelRow>
    );
  }
  const pending = state.state === 'pending';
  return (
    <ChannelRow label={label}>
      <FormError message={formError} />
      {pending && <Typography sx={{ mb: 1 }}>{t.codeSent(state.phone ?? '')}</Typography>}
      <Box
        component="form"
        noValidate
        aria-label={label}
        aria-busy={submitting}
        onSubmit={onSubmit}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          sx={{ flex: '1 1 220px' }}
          label={pending ? t.code : t.phone}
          value={value}
          inputMode={pending ? 'numeric' : 'tel'}
          autoComplete={pending ? 'one-time-code' : 'tel'}
          onChange={(event) => {
            setValue(event.target.value);
            setFieldError(null);
          }}
          error={!!fieldError}
          helperText={fieldError ?? ' '}
        />
        <Button type="submit" variant="contained" disabled={submitting}>
          {pending ? t.confirm : t.sendCode}
        </Button>
      </Box>
    </ChannelRow>
  );
}
