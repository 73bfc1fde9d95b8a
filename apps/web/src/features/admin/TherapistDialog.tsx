import { useCallback, useState, type FormEvent } from 'react';
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
  type AdminTherapist,
  adminMessages,
  reportsMessages,
} from '@solace/shared';
import { FormError, serverText, useSubmitting } from '../../components/forms/form-feedback';
import { schemaErrors } from '../../components/forms/schema-errors';
import { useFieldErrors } from '../../components/forms/use-field-errors';
import { addTherapist, adminKeys, editTherapist, uploadTherapistPhoto } from './admin-api';

const a = adminMessages;

type Field = 'name' | 'email' | 'specialization' | 'description' | 'price';
type Values = Record<Field, string>;
const ORDER: readonly Field[] = ['name', 'email', 'specialization', 'description', 'price'];
const asInput = (values: Values) => ({ ...values, price: Number(values.price) });

interface Props {
  /** The therapist to edit, or null to add one. */
  therapist: AdminTherapist | null;
  onClose: () => void;
}

/** Add or edit a therapist: name, e-mail (when adding), specialization, description, price, photo. */
export function TherapistDialog({ therapist, onClose }: Props) {
  const queryClient = useQueryClient();
  const schema = therapist ? editTherapistRequestSchema : addTherapistRequestSchema;
  const validate = useCallback(
    (values: Values) => schemaErrors<Field>(schema, asInput(values)),
    [schema],
  );
  const form = useFieldErrors<Field, Values>(
    {
      name: therapist?.name ?? '',
      email: therapist?.email ?? '',
      specialization: therapist?.specialization ?? '',
      description: therapist?.description ?? '',
      price: String(therapist?.price ?? 1000),
    },
    validate,
  );
  const { values: fields, errors } = form;
  const [photo, setPhoto] = useState<File | null>(null);
  // The server's refusal or a failure; the fields' own problems are said under each.
  const [error, setError] = useState<string | null>(null);
  const { submitting, run } = useSubmitting();
  /** The props that tie a field to its value, its check and its message. */
  const bind = (name: Field) => ({
    value: fields[name],
    onChange: (e: { target: { value: string } }) => form.change(name)(e.target.value),
    onBlur: form.blur(name),
    inputRef: form.register(name),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // No toast: a modal hides what is outside it; each field says its own.
    if (form.checkAll(ORDER)) return;
    const input = asInput(fields);
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
        setError(serverText(failure) ?? reportsMessages.unexpected);
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
          <TextField id="t-name" label={a.name} {...bind('name')} required />
          {!therapist && (
            <TextField id="t-email" type="email" label={a.email} {...bind('email')} required />
          )}
          <TextField id="t-specialization" label={a.specialization} {...bind('specialization')} />
          <TextField
            id="t-description"
            label={a.description}
            {...bind('description')}
            multiline
            minRows={3}
          />
          <TextField
            id="t-price"
            type="number"
            label={a.price}
            {...bind('price')}
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
