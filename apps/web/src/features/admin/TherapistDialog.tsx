import { useState, type FormEvent } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import {
  addTherapistFormSchema,
  editTherapistFormSchema,
  type AddTherapistRequest,
  type AdminTherapist,
  adminMessages,
  reportsMessages,
} from '@solace/shared';
import { FormDialog } from '../../components/forms/FormDialog';
import { FormError, serverText } from '../../components/forms/form-feedback';
import { BoundMuiTextField } from '../../components/forms/BoundFields';
import { useZodForm } from '../../components/forms/use-zod-form';
import { addTherapist, adminKeys, editTherapist, uploadTherapistPhoto } from './admin-api';

const a = adminMessages;

type Field = 'name' | 'email' | 'specialization' | 'description' | 'price';
type Values = Record<Field, string>;
const ORDER: readonly Field[] = ['name', 'email', 'specialization', 'description', 'price'];

interface Props {
  /** The therapist to edit, or null to add one. */
  therapist: AdminTherapist | null;
  onClose: () => void;
}

/** Add or edit a therapist: name, e-mail (when adding), specialization, description, price, photo. */
export function TherapistDialog({ therapist, onClose }: Props) {
  const queryClient = useQueryClient();
  // Editing leaves the e-mail out (it is the therapist's sign-in); its schema ignores it.
  const form = useZodForm<Values, AddTherapistRequest>({
    schema: therapist ? (editTherapistFormSchema as never) : addTherapistFormSchema,
    defaultValues: {
      name: therapist?.name ?? '',
      email: therapist?.email ?? '',
      specialization: therapist?.specialization ?? '',
      description: therapist?.description ?? '',
      price: String(therapist?.price ?? 1000),
    },
    order: ORDER,
  });
  const { submitting } = form;
  const [photo, setPhoto] = useState<File | null>(null);
  // The server's refusal or a failure; the fields' own problems are said under each.
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    setError(null);
    // No toast: a modal hides what is outside it; each field says its own.
    void form.submit(async ({ email, ...fields }) => {
      try {
        const saved = therapist
          ? await editTherapist(therapist.id, fields)
          : await addTherapist({ email, ...fields });
        if (photo) await uploadTherapistPhoto(saved.id, photo);
        toast.success(therapist ? a.saved : a.therapistAdded);
        await queryClient.invalidateQueries({ queryKey: adminKeys.therapists });
        await queryClient.invalidateQueries({ queryKey: adminKeys.audit });
        onClose();
      } catch (failure) {
        setError(serverText(failure) ?? reportsMessages.unexpected);
        form.showServerErrors(failure);
      }
    })(event);
  };

  const title = therapist ? a.editTherapist : a.addTherapist;
  return (
    <FormDialog
      title={title}
      busy={submitting}
      onClose={onClose}
      onSubmit={onSubmit}
      wide
      buttons={{ cancelLabel: a.cancel, submitLabel: a.save }}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <FormError message={error} />
        <BoundMuiTextField form={form} name="name" id="t-name" label={a.name} required />
        {!therapist && (
          <BoundMuiTextField
            form={form}
            name="email"
            id="t-email"
            type="email"
            label={a.email}
            required
          />
        )}
        <BoundMuiTextField
          form={form}
          name="specialization"
          id="t-specialization"
          label={a.specialization}
        />
        <BoundMuiTextField
          form={form}
          name="description"
          id="t-description"
          label={a.description}
          multiline
          minRows={3}
        />
        <BoundMuiTextField
          form={form}
          name="price"
          id="t-price"
          type="number"
          label={a.price}
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
      </Box>
    </FormDialog>
  );
}
