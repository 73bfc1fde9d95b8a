import { useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Link as RouterLink } from 'react-router';
import { slotsMessages } from '@solace/shared';
import { useOwnProfile } from '../catalog';
import { useSavedWorkingHours } from './availability-api';

const m = slotsMessages.setup;
const dismissedKey = (userId: string) => `solace.setupChecklist.dismissed.${userId}`;

function readDismissed(userId: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false; // storage refused (private mode): the checklist simply shows
  }
}

interface Step {
  label: string;
  done: boolean;
  action: ReactNode;
}

/**
 * A new therapist's first steps (profile, photo, working hours), each ticked from their own
 * data, not from clicks: it stays right however the step was done (here, or by an admin). It
 * hides itself once everything is done, or when they hide it (remembered in this browser).
 */
export function SetupChecklist({ userId, onSetHours }: { userId: string; onSetHours: () => void }) {
  const [dismissed, setDismissed] = useState(() => readDismissed(userId));
  const profile = useOwnProfile();
  const hours = useSavedWorkingHours();
  if (dismissed || !profile.data || !hours.data) return null;

  const profileLink = (
    <Link component={RouterLink} to="/dochome/profile">
      {m.openProfile}
    </Link>
  );
  const { specialization, description, image } = profile.data;
  const steps: Step[] = [
    {
      label: m.profile,
      done: specialization.trim() !== '' && description.trim() !== '',
      action: profileLink,
    },
    { label: m.photo, done: image !== null, action: profileLink },
    {
      label: m.hours,
      done: hours.data.hours !== null,
      action: (
        <Link component="button" type="button" onClick={onSetHours}>
          {m.openHours}
        </Link>
      ),
    },
  ];
  const doneCount = steps.filter((s) => s.done).length;
  if (doneCount === steps.length) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(dismissedKey(userId), '1');
    } catch {
      // Not remembered; hidden for now all the same.
    }
    setDismissed(true);
  };

  return (
    <Card component="section" variant="outlined" aria-labelledby="setup-title" sx={{ mb: 3 }}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography id="setup-title" variant="h2" sx={{ fontSize: '1.15rem' }}>
            {m.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {m.progress(doneCount, steps.length)}
          </Typography>
        </Stack>
        <Typography variant="body2">{m.intro}</Typography>
        <Box component="ul" aria-label={m.title} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {steps.map((step) => (
            <Box
              component="li"
              key={step.label}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', py: 0.5 }}
            >
              {step.done ? (
                <CheckCircleIcon color="success" titleAccess={m.done} />
              ) : (
                <RadioButtonUncheckedIcon color="action" titleAccess={m.toDo} />
              )}
              <Typography component="span" sx={{ flex: '1 1 12rem' }}>
                {step.label}
              </Typography>
              {!step.done && step.action}
            </Box>
          ))}
        </Box>
        <Button onClick={dismiss} sx={{ justifySelf: 'start' }}>
          {m.dismiss}
        </Button>
      </CardContent>
    </Card>
  );
}
