import { useState, type FormEvent } from 'react';
import { Box, Button, List, ListItem, Typography } from '@mui/material';
import {
  formatClockTime,
  formatSlotDate,
  SESSION_NOTE_SECTIONS,
  sessionNoteAddendumSchema,
  sessionNotesMessages,
  type SessionNote,
} from '@solace/shared';
import { BoundMuiTextField } from '../../components/forms/BoundFields';
import { FormError, serverText } from '../../components/forms/form-feedback';
import { useZodForm } from '../../components/forms/use-zod-form';
import { isSessionExpiredError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { addAddendum } from './session-notes-api';

const sn = sessionNotesMessages;

const when = (iso: string) => {
  const date = new Date(iso);
  return `${formatSlotDate(date)}, ${formatClockTime(date)}`;
};

/** A signed note, read-only, with its dated addenda and the form for one more. */
export function SignedNote({
  bookingId,
  note,
  onChange,
}: {
  bookingId: string;
  note: SessionNote;
  onChange: (note: SessionNote) => void;
}) {
  const form = useZodForm({
    schema: sessionNoteAddendumSchema,
    defaultValues: { text: '' },
    order: ['text'],
  });
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    setFormError(null);
    void form.submit(async (request) => {
      try {
        onChange(await addAddendum(bookingId, request));
        form.reset({ text: '' });
        toast.success(sn.addendumAdded);
      } catch (error) {
        if (isSessionExpiredError(error) || form.showServerErrors(error)) return;
        setFormError(serverText(error) ?? sn.saveFailed);
      }
    })(event);
  };

  return (
    <Box>
      <Typography sx={{ mb: 2, fontWeight: 600 }}>
        {sn.templates[note.template]} · {sn.signedAt(when(note.signedAt!))}
      </Typography>
      {SESSION_NOTE_SECTIONS[note.template].map((name) => (
        <Box key={name} component="section" aria-labelledby={`note-${name}`} sx={{ mb: 2 }}>
          <Typography id={`note-${name}`} variant="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
            {sn.sections[name]}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.sections[name] ?? ''}
          </Typography>
        </Box>
      ))}
      <Box component="section" aria-labelledby="note-addenda" sx={{ mt: 4 }}>
        <Typography id="note-addenda" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {sn.addenda}
        </Typography>
        {note.addenda.length === 0 ? (
          <Typography color="text.secondary">{sn.noAddenda}</Typography>
        ) : (
          <List disablePadding>
            {note.addenda.map((addendum) => (
              <ListItem key={addendum.id} disableGutters sx={{ display: 'block' }}>
                <Typography
                  component="time"
                  dateTime={addendum.createdAt}
                  sx={{ fontWeight: 600, display: 'block' }}
                >
                  {when(addendum.createdAt)}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {addendum.text}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
        <FormError message={formError} />
        <Box
          component="form"
          noValidate
          aria-busy={form.submitting}
          onSubmit={onSubmit}
          sx={{ mt: 2 }}
        >
          <BoundMuiTextField
            form={form}
            name="text"
            label={sn.addendumLabel}
            multiline
            minRows={3}
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={form.submitting} sx={{ mt: 2 }}>
            {form.submitting ? sn.adding : sn.addAddendum}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
