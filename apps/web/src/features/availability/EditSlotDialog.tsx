import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { formatSlotDate, type DoctorSlot, slotsMessages } from '@solace/shared';
import { isSessionExpiredError } from '../../lib/api-client';
import { FormDialog } from '../../components/forms/FormDialog';
import { deleteSlot, updateSlot, useSlotChange } from './availability-api';
import { SlotTimeFields } from './SlotTimeFields';
import { checkSlotTimes, timeOfDay } from './slot-form';
import { addFailureText, deleteFailureText } from './slot-feedback';
import type { Notify } from './use-dashboard-feedback';

interface Props {
  slot: DoctorSlot;
  onClose: () => void;
  notify: Notify;
}

/** Edit Slot: new times for an available slot on its own day, or delete it. */
export function EditSlotDialog({ slot, onClose, notify }: Props) {
  const day = new Date(slot.start_time);
  const [start, setStart] = useState(() => timeOfDay(day));
  const [end, setEnd] = useState(() => timeOfDay(new Date(slot.end_time)));
  const [error, setError] = useState<string | null>(null);
  const update = useSlotChange(updateSlot);
  const remove = useSlotChange(deleteSlot);
  const busy = update.isPending || remove.isPending;

  const submit = () => {
    if (busy) return;
    setError(null);
    const check = checkSlotTimes(day, start, end, new Date());
    if (!check.ok) return setError(check.message);
    const times = { start_time: check.start.toISOString(), end_time: check.end.toISOString() };
    update.mutate(
      { id: slot.id, times },
      {
        onSuccess: () => {
          notify('success', slotsMessages.updated);
          onClose();
        },
        onError: (failure) => {
          if (!isSessionExpiredError(failure)) notify('error', addFailureText(failure));
        },
      },
    );
  };

  const removeSlot = () => {
    if (busy) return;
    remove.mutate(slot.id, {
      onSuccess: () => {
        notify('success', slotsMessages.deleted);
        onClose();
      },
      onError: (failure) => {
        if (!isSessionExpiredError(failure)) notify('error', deleteFailureText(failure));
      },
    });
  };

  return (
    <FormDialog
      title={slotsMessages.editSlot}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      buttons={{
        cancelLabel: slotsMessages.cancel,
        submitLabel: slotsMessages.updateSlot,
        submitting: update.isPending,
        busyLabel: slotsMessages.processing,
        before: (
          <Button color="error" onClick={removeSlot} disabled={busy} sx={{ mr: 'auto' }}>
            {slotsMessages.delete}
          </Button>
        ),
      }}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Typography>{formatSlotDate(day)}</Typography>
        <SlotTimeFields start={start} end={end} onStart={setStart} onEnd={setEnd} disabled={busy} />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}
