import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import {
  MAX_REPEAT_WEEKS,
  viewerTimeZone,
  WEEKDAYS,
  workingHoursRequestSchema,
  type WeeklyHours,
  slotsMessages,
} from '@solace/shared';
import { problemAt, useBoundField, useZodForm } from '../../components/forms/use-zod-form';
import { LoadingLine } from '../../components/LoadingLine';
import { isSessionExpiredError } from '../../lib/api-client';
import { TimeZoneNote } from '../../components/TimeZoneNote';
import { FormDialog } from '../../components/forms/FormDialog';
import {
  addWorkingHours,
  useSavedWorkingHours,
  useSlotChange,
  workingHoursKey,
} from './availability-api';
import { SessionCutFields } from './SessionCutFields';
import { addFailureText } from './slot-feedback';
import type { Notify } from './use-dashboard-feedback';
import { WeekdayRanges } from './WeekdayRanges';
import {
  addedText,
  copyMondayToWeekdays,
  describeWeek,
  fieldsOnScreen,
  initialHours,
  nextRange,
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
      <FormDialog
        title={slotsMessages.workingHours}
        wide
        onClose={onClose}
        actions={<Button onClick={onClose}>{slotsMessages.cancel}</Button>}
      >
        <LoadingLine text={slotsMessages.loadingHours} />
      </FormDialog>
    );
  }
  // Without the hours last used (a failed read), the editor still opens, on the defaults.
  return <WorkingHoursEditor saved={saved.data?.hours ?? null} onClose={onClose} notify={notify} />;
}

/**
 * The problems said in the summary under the editor, the first found: the list's own (no hours,
 * too many), the weeks' (too many sessions) and the zone's, none of them under a field.
 */
const SUMMARISED = ['ranges', 'weeks', 'time_zone'] as const;

function WorkingHoursEditor({ saved, onClose, notify }: Props & { saved: WeeklyHours | null }) {
  const form = useZodForm({
    schema: workingHoursRequestSchema,
    defaultValues: initialHours(saved, viewerTimeZone()),
    order: fieldsOnScreen,
  });
  const rows = useFieldArray({ control: form.control, name: 'ranges' });
  const sessionMinutes = useBoundField(form, 'session_minutes');
  const breakMinutes = useBoundField(form, 'break_minutes');
  const weeks = useBoundField(form, 'weeks');
  const request = form.watch();
  const queryClient = useQueryClient();
  const create = useSlotChange(addWorkingHours);
  const busy = form.submitting;
  // Each row with its times as they stand (the field array's copy is its last add's or remove's).
  const ranges = rows.fields.map(({ id, ...row }, index) => ({
    ...row,
    ...request.ranges[index],
    key: id,
  }));

  const submit = form.submit(async (checked) => {
    try {
      const { added, skipped } = await create.mutateAsync(checked);
      void queryClient.invalidateQueries({ queryKey: workingHoursKey });
      notify(added > 0 ? 'success' : 'warning', addedText(added, skipped));
      onClose();
    } catch (failure) {
      form.showServerErrors(failure);
      if (!isSessionExpiredError(failure)) notify('error', addFailureText(failure));
    }
  });

  const { errors } = form.formState;
  const formError = SUMMARISED.map((path) => problemAt(errors, path)).find(Boolean);

  return (
    <FormDialog
      title={slotsMessages.workingHours}
      wide
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
      buttons={{ cancelLabel: slotsMessages.cancel, submitLabel: slotsMessages.createSessions }}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Typography color="text.secondary">{slotsMessages.workingHoursIntro}</Typography>
        <TimeZoneNote />
        {WEEKDAYS.map(([weekday, name]) => (
          <WeekdayRanges
            key={weekday}
            form={form}
            name={name}
            ranges={ranges}
            weekday={weekday}
            disabled={busy}
            onAdd={() =>
              rows.append(nextRange(form.getValues('ranges'), weekday), { shouldFocus: false })
            }
            onRemove={rows.remove}
          />
        ))}
        <Button
          variant="outlined"
          onClick={() => rows.replace(copyMondayToWeekdays(form.getValues('ranges')))}
          disabled={busy}
          sx={{ alignSelf: 'flex-start' }}
        >
          {slotsMessages.copyMonday}
        </Button>
        <SessionCutFields
          sessionMinutes={sessionMinutes.value}
          breakMinutes={breakMinutes.value}
          onChange={(patch) => {
            if (patch.sessionMinutes !== undefined) sessionMinutes.onChange(patch.sessionMinutes);
            if (patch.breakMinutes !== undefined) breakMinutes.onChange(patch.breakMinutes);
          }}
          disabled={busy}
        />
        <TextField
          select
          label={slotsMessages.weeksAheadLabel}
          name={weeks.name}
          value={weeks.value}
          onChange={(event) => weeks.onChange(Number(event.target.value))}
          onBlur={weeks.onBlur}
          inputRef={weeks.inputRef}
          disabled={busy}
          // Its problem is said in the summary, with the list's.
          error={Boolean(weeks.error)}
          fullWidth
          slotProps={{ select: { native: true } }}
        >
          {WEEK_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {slotsMessages.weeksCount(choice)}
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
    </FormDialog>
  );
}
