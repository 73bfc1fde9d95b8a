import { useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_REPEAT_WEEKS, viewerTimeZone, WEEKDAYS, type WeeklyHours } from '@solace/shared';
import { LoadingLine } from '../../components/LoadingLine';
import { ApiRequestError, isSessionExpiredError } from '../../lib/api-client';
import { TimeZoneNote } from '../../components/TimeZoneNote';
import {
  addWorkingHours,
  useSavedWorkingHours,
  useSlotChange,
  workingHoursKey,
} from './availability-api';
import { SessionCutFields } from './SessionCutFields';
import { FormActions, SlotDialog } from './SlotDialog';
import { addFailureText } from './slot-feedback';
import type { Notify } from './use-dashboard-feedback';
import { WeekdayRanges } from './WeekdayRanges';
import {
  addedText,
  checkRequest,
  copyMondayToWeekdays,
  initialHours,
  describeWeek,
  nextRange,
  toRequest,
  type RangeDraft,
} from './working-hours-form';

interface Props {
  onClose: () => void;
  notify: Notify;
}

const WEEK_CHOICES = Array.from({ length: MAX_REPEAT_WEEKS }, (_, i) => i + 1);

/**
 * Working hours: ranges for each weekday, cut into sessions for the coming weeks, all created
 * in one request; times already held by a slot are skipped and counted.
 */
export function WorkingHoursDialog({ onClose, notify }: Props) {
  const saved = useSavedWorkingHours();
  if (saved.isPending) {
    return (
      <SlotDialog
        title="Working hours"
        width={600}
        onClose={onClose}
        actions={<Button onClick={onClose}>Cancel</Button>}
      >
        <LoadingLine text="Loading your hours..." />
      </SlotDialog>
    );
  }
  // Without the hours last used (a failed read), the editor still opens, on the defaults.
  return <WorkingHoursEditor saved={saved.data?.hours ?? null} onClose={onClose} notify={notify} />;
}

function WorkingHoursEditor({ saved, onClose, notify }: Props & { saved: WeeklyHours | null }) {
  const [initial] = useState(() => initialHours(saved));
  const [ranges, setRanges] = useState<RangeDraft[]>(initial.ranges);
  const [cut, setCut] = useState(initial.cut);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const create = useSlotChange(addWorkingHours);
  const busy = create.isPending;
  const request = toRequest(ranges, cut, viewerTimeZone());

  const change = (key: number, patch: Partial<RangeDraft>) =>
    setRanges((all) => all.map((range) => (range.key === key ? { ...range, ...patch } : range)));

  const submit = () => {
    if (busy) return;
    const found = checkRequest(request);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(request, {
      onSuccess: ({ added, skipped }) => {
        void queryClient.invalidateQueries({ queryKey: workingHoursKey });
        notify(added > 0 ? 'success' : 'warning', addedText(added, skipped));
        onClose();
      },
      onError: (failure) => {
        if (failure instanceof ApiRequestError && failure.fields) setErrors(failure.fields);
        if (!isSessionExpiredError(failure)) notify('error', addFailureText(failure));
      },
    });
  };

  const formError = errors.ranges ?? errors._ ?? errors.weeks ?? errors.time_zone;

  return (
    <SlotDialog
      title="Working hours"
      width={600}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      actions={<FormActions busy={busy} onCancel={onClose} submitLabel="Create sessions" />}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Typography color="text.secondary">
          Your hours for each day of the week. They become sessions from today, skipping any time
          you already have a slot.
        </Typography>
        <TimeZoneNote />
        {WEEKDAYS.map(([weekday, name]) => (
          <WeekdayRanges
            key={weekday}
            name={name}
            ranges={ranges}
            weekday={weekday}
            errors={errors}
            disabled={busy}
            onChange={change}
            onAdd={() => setRanges((all) => [...all, nextRange(all, weekday)])}
            onRemove={(key) => setRanges((all) => all.filter((range) => range.key !== key))}
          />
        ))}
        <Button
          variant="outlined"
          onClick={() => setRanges(copyMondayToWeekdays)}
          disabled={busy}
          sx={{ alignSelf: 'flex-start' }}
        >
          Copy Monday to Tuesday–Friday
        </Button>
        <SessionCutFields
          sessionMinutes={cut.sessionMinutes}
          breakMinutes={cut.breakMinutes}
          onChange={(patch) => setCut((all) => ({ ...all, ...patch }))}
          disabled={busy}
        />
        <TextField
          select
          label="Weeks ahead"
          value={cut.weeks}
          onChange={(event) => setCut((all) => ({ ...all, weeks: Number(event.target.value) }))}
          disabled={busy}
          error={Boolean(errors.weeks)}
          fullWidth
          slotProps={{ select: { native: true } }}
        >
          {WEEK_CHOICES.map((weeks) => (
            <option key={weeks} value={weeks}>
              {weeks} {weeks === 1 ? 'week' : 'weeks'}
            </option>
          ))}
        </TextField>
        <Typography role="status" variant="body2">
          {describeWeek(request)}
        </Typography>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
      </Stack>
    </SlotDialog>
  );
}
