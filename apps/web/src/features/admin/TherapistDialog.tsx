import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import {
  addTherapistRequestSchema,
  editTherapistRequestSchema,
  messages,
  type AdminTherapist,
} from '@solace/shared';
import { FormError, serverText, useSubmitting } from '../../components/forms/form-feedback';
import { addTherapist, adminKeys, editTherapist, uploadTherapistPhoto } from './admin-api';

const a = messages.admin;

interface Props {
  /** The therapist to edit, or null to add one. */
  therapist: AdminTherapist | null;
  onClose: () => void;
}

/** Add or edit a therapist: name, e-mail (when adding), specialization, description, price, photo. */
export function TherapistDialog({ therapist, onClose }: Props) {
  const queryClient = useQueryClient();
  const [fields, setFields] = useState({
    name: therapist?.name ?? '',
    email: therapist?.email ?? '',
    specialization: therapist?.specialization ?? '',
    description: therapist?.description ?? '',
    price: String(therapist?.price ?? 1000),
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { submitting, run } = useSubmitting();
  const set = (name: keyof typeof fields) => (value: string) =>
    setFields((f) => ({ ...f, [name]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const input = { ...fields, price: Number(fields.price) };
    const parsed = therapist
      ? editTherapistRequestSchema.safeParse(input)
      : addTherapistRequestSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? a.required);
      return;
    }
    void run(async () => {
      try {
        const saved = therapist
          ? await editTherapist(therapist.id, editTherapistRequestSchema.parse(input))
          : await addTherapist(addTherapistRequestSchema.parse(input));
        if (photo) await uploadTherapistPhoto(saved.id, photo);
        toast.success(therapist ? a.saved : a.therapistAdded);
        await queryClient.invalidateQueries({ queryKey: adminKeys.therapists });
        await queryClient.invalidateQueries({ queryKey: adminKeys.audit });
        onClose();
      } catch (failure) {
        setError(serverText(failure) ?? messages.reports.unexpected);
      }
    });
  };

  const title = therapist ? a.editTherapist : a.addTherapist;
  return (
    <Dialog open onClose={onClose} aria-labelledby="therapist-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="therapist-dialog-title">{title}</DialogTitle>
      <form noValidate onSubmit={onSubmit} aria-label={title}>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <FormError message={error} />
          <TextField
            id="t-name"
            label={a.name}
            value={fields.name}
            onChange={(e) => set('name')(e.target.value)}
            required
          />
          {!therapist && (
            <TextField
              id="t-email"
              type="email"
              label={a.email}
              value={fields.email}
              onChange={(e) => set('email')(e.target.value)}
              required
            />
          )}
          <TextField
            id="t-specialization"
            label={a.specialization}
            value={fields.specialization}
            onChange={(e) => set('specialization')(e.target.value)}
          />
          <TextField
            id="t-description"
            label={a.description}
            value={fields.description}
            onChange={(e) => set('description')(e.target.value)}
            multiline
            minRows={3}
          />
          <TextField
            id="t-price"
            type="number"
            label={a.price}
            value={fields.price}
            onChange={(e) => set('price')(e.target.value)}
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
          />
          <div>
            <Button variant="outlined" component="label">
              {a.choosePhoto}
              <input
                type="file"
                hidden
                accept="image/png,image/jpeg,image/webp,image/gif"
                onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography variant="body2" component="span" sx={{ ml: 1 }}>
              {photo?.name}
            </Typography>
          </div>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{a.cancel}</Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {a.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
