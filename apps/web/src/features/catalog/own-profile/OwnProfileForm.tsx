import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, Typography, type TextFieldProps } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  editOwnProfileFormSchema,
  type OwnProfile,
  reportsMessages,
  therapistProfileMessages,
  appMessages,
} from '@solace/shared';
import { FormError, serverText, useSubmitting } from '../../../components/forms/form-feedback';
import { BoundMuiTextField } from '../../../components/forms/BoundFields';
import { useZodForm } from '../../../components/forms/use-zod-form';
import { toast } from '../../../lib/toast';
import { catalogKeys } from '../catalog-api';
import { saveOwnProfile, uploadOwnPhoto } from './own-profile-api';
import { TherapistImage } from '../TherapistImage';

const t = therapistProfileMessages;
type Field = 'specialization' | 'description' | 'credentials' | 'languages' | 'approach' | 'price';

/** The fields in screen order (the first wrong one is focused), with their labels. */
const FIELDS: (Omit<TextFieldProps, 'name' | 'helperText'> & {
  name: Field;
  label: string;
  helperText?: string;
})[] = [
  { name: 'specialization', label: t.specialization },
  { name: 'description', label: t.bio, multiline: true, minRows: 4 },
  { name: 'credentials', label: t.credentials },
  { name: 'languages', label: t.languages, helperText: t.languagesHelp },
  { name: 'approach', label: t.approach, multiline: true, minRows: 3 },
  { name: 'price', label: t.price, type: 'number', slotProps: { htmlInput: { min: 0, step: 1 } } },
];
const ORDER = FIELDS.map((field) => field.name);

/** What the form holds, as typed: languages as one comma-separated line, the price as text. */
function formOf(profile: OwnProfile): Record<Field, string> {
  return {
    specialization: profile.specialization,
    description: profile.description,
    credentials: profile.credentials,
    languages: profile.languages.join(', '),
    approach: profile.approach,
    price: String(profile.price),
  };
}

/** The therapist's own profile: every field's error in place at once, then one save. */
export function OwnProfileForm({ profile }: { profile: OwnProfile }) {
  const queryClient = useQueryClient();
  const form = useZodForm({
    schema: editOwnProfileFormSchema,
    defaultValues: formOf(profile),
    order: ORDER,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [image, setImage] = useState(profile.image);
  const photo = useSubmitting();

  const refresh = () => queryClient.invalidateQueries({ queryKey: catalogKeys.all });

  const onSubmit = (event: FormEvent) => {
    setFormError(null);
    void form.submit(async (request) => {
      try {
        form.reset(formOf(await saveOwnProfile(request)));
        toast.success(t.saved);
        await refresh();
      } catch (failure) {
        form.showServerErrors(failure);
        setFormError(serverText(failure) ?? reportsMessages.unexpected);
      }
    })(event);
  };

  const onPhoto = (file: File | undefined) => {
    if (!file) return;
    setFormError(null);
    void photo.run(async () => {
      try {
        setImage((await uploadOwnPhoto(file)).image);
        toast.success(t.photoSaved);
        await refresh();
      } catch (failure) {
        setFormError(serverText(failure) ?? reportsMessages.unexpected);
      }
    });
  };

  return (
    <Stack spacing={4}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
        <Box sx={{ width: 160, borderRadius: 3, overflow: 'hidden', flexShrink: 0 }}>
          <TherapistImage
            key={image}
            src={image}
            alt={appMessages.photoOf(profile.name)}
            aspectRatio="1 / 1"
          />
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h3" component="h2">
            {profile.name}
          </Typography>
          <Button variant="outlined" component="label" disabled={photo.submitting}>
            {t.choosePhoto}
            <input
              type="file"
              hidden
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={(e) => onPhoto(e.target.files?.[0])}
            />
          </Button>
          <Button component={Link} to={`/doctors/${encodeURIComponent(profile.id)}`}>
            {t.seePublic}
          </Button>
        </Stack>
      </Stack>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t.editTitle}>
        <FormError message={formError} />
        <Stack spacing={2.5}>
          {FIELDS.map(({ name, ...props }) => (
            <BoundMuiTextField
              key={name}
              form={form}
              name={name}
              id={`own-${name}`}
              fullWidth
              {...props}
            />
          ))}
          <Box>
            <Button type="submit" variant="contained" size="large" loading={form.submitting}>
              {t.save}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
