import { useState } from 'react';
import { Alert, Stack, TextField, Typography } from '@mui/material';
import {
  DEFAULT_BREAK,
  DEFAULT_SESSION_LENGTH,
  formatSlotDate,
  splitIntoSessions,
  slotsMessages,
} from '@solace/shared';
import { isSessionExpiredError } from '../../lib/api-client';
import { FormDialog } from '../../components/forms/FormDialog';
import { addSlots, useSlotChange } from './availability-api';
import { SessionOptionsFields, type SessionOptions } from './SessionOptionsFields';
import { SlotTimeFields } from './SlotTimeFields';
import { addFailureText } from './slot-feedback';
import {
  atTime,
  checkSlotTimes,
  dateInputValue,
  defaultSlotRange,
  describeSessions,
  parseDateInput,
  parseRepeatWeeks,
  REPEAT_WEEKS_INVALID,
} from './slot-form';
import type { Notify } from './use-dashboard-feedback';

export interface AddSlotRequest {
  date: Date;
  /** "HH:mm" from a range dragged in the week or day view; else the spec's 09:00 to 17:00. */
  start?: string;
  end?: string;
  /** Opened from the button rather than a calendar date: the day is a field too. */
  pickDate?: boolean;
}

interface Props {
  request: AddSlotRequest;
  onClose: () => void;
  notify: Notify;
}

/** Add Slot: a working range on the chosen day, cut into sessions, optionally repeated weekly. */
export function AddSlotDialog({ request, onClose, notify }: Props) {
  const [day, setDay] = useState(() => dateInputValue(request.date));
  const [start, setStart] = useState(
    () => request.start ?? defaultSlotRange(request.date, new Date()).start,
  );
  const [end, setEnd] = useState(
    () => request.end ?? defaultSlotRange(request.date, new Date()).end,
  );
  const [options, setOptions] = useState<SessionOptions>({
    sessionMinutes: DEFAULT_SESSION_LENGTH,
    breakMinutes: DEFAULT_BREAK,
    repeatWeeks: '0',
  });
  const [error, setError] = useState<string | null>(null);
  const [repeatError, setRepeatError] = useState<string | null>(null);
  const add = useSlotChange(addSlots);
  const busy = add.isPending;

  const chosenDay = parseDateInput(day);
  const preview = previewFor(chosenDay, start, end, options);

  const submit = () => {
    if (busy) return;
    // Every problem at once: the day or the times, and the repeat count.
    const check = chosenDay
      ? checkSlotTimes(chosenDay, start, end, new Date())
      : ({ ok: false, message: slotsMessages.chooseDate } as const);
    const weeks = parseRepeatWeeks(options.repeatWeeks);
    setError(check.ok ? null : check.message);
    setRepeatError(weeks === null ? REPEAT_WEEKS_INVALID : null);
    if (!check.ok || weeks === null) return;
    const { sessionMinutes, breakMinutes } = options;
    const slots = splitIntoSessions(check.start, check.end, sessionMinutes, breakMinutes, weeks);
    if (slots.length === 0) return notify('warning', slotsMessages.noneAdded);
    add.mutate(
      { slots },
      {
        onSuccess: ({ added }) => {
          if (added === 1) notify('success', slotsMessages.added);
          else if (added > 1) notify('success', slotsMessages.addedMany(added));
          else notify('warning', slotsMessages.noneAdded);
          onClose();
        },
        onError: (failure) => {
          if (!isSessionExpiredError(failure)) notify('error', addFailureText(failure));
        },
      },
    );
  };

  return (
    <FormDialog
      title={slotsMessages.addSlot}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      buttons={{
        cancelLabel: slotsMessages.cancel,
        submitLabel: slotsMessages.addSlot,
        busyLabel: slotsMessages.processing,
      }}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Typography>
          {chosenDay ? formatSlotDate(chosenDay) : slotsMessages.noDateChosen}
        </Typography>
        {request.pickDate && (
          <TextField
            label={slotsMessages.date}
            type="date"
            value={day}
            onChange={(event) => setDay(event.target.value)}
            disabled={busy}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
        <SlotTimeFields start={start} end={end} onStart={setStart} onEnd={setEnd} disabled={busy} />
        <SessionOptionsFields
          value={options}
          onChange={setOptions}
          disabled={busy}
          repeatError={repeatError}
        />
        <div role="status">
          {preview && <Typography variant="body2">{preview.line}</Typography>}
          {preview?.total && (
            <Typography variant="body2" color="text.secondary">
              {preview.total}
            </Typography>
          )}
        </div>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}

/** The live preview, or null while the times do not make a range yet. */
function previewFor(day: Date | null, start: string, end: string, options: SessionOptions) {
  const rangeStart = day && atTime(day, start);
  const rangeEnd = day && atTime(day, end);
  if (!rangeStart || !rangeEnd || rangeEnd <= rangeStart) return null;
  const { sessionMinutes, breakMinutes } = options;
  const weeks = parseRepeatWeeks(options.repeatWeeks) ?? 0;
  const firstDay = splitIntoSessions(rangeStart, rangeEnd, sessionMinutes, breakMinutes);
  const all = splitIntoSessions(rangeStart, rangeEnd, sessionMinutes, breakMinutes, weeks);
  return describeSessions(firstDay, all.length, weeks);
}
