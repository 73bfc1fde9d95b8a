import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  editOwnProfileRequestSchema,
  type OwnProfile,
  reportsMessages,
  therapistProfileMessages,
} from '@solace/shared';
import { FormError, serverText, useSubmitting } from '../../../components/forms/form-feedback';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { catalogKeys } from '../catalog-api';
import { saveOwnProfile, uploadOwnPhoto } from './own-profile-api';
import { DoctorImage } from '../DoctorImage';

const t = therapistProfileMessages;
type Field = 'specialization' | 'description' | 'credentials' | 'languages' | 'approach' | 'price';

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

/** What the form says, as the request: languages are typed as one comma-separated line. */
function requestOf(fields: Record<Field, string>) {
  return {
    ...fields,
    price: fields.price.trim() === '' ? Number.NaN : Number(fields.price),
    languages: fields.languages
      .split(',')
      .map((language) => language.trim())
      .filter(Boolean),
  };
}

/** The therapist's own profile: every field's error in place at once, then one save. */
export function OwnProfileForm({ profile }: { profile: OwnProfile }) {
  const queryClient = useQueryClient();
  const [fields, setFields] = useState(() => formOf(profile));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [image, setImage] = useState(profile.image);
  const { submitting, run } = useSubmitting();
  const photo = useSubmitting();

  const refresh = () => queryClient.invalidateQueries({ queryKey: catalogKeys.all });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = editOwnProfileRequestSchema.safeParse(requestOf(fields));
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    void run(async () => {
      try {
        const saved = await saveOwnProfile(parsed.data);
        setFields(formOf(saved));
        toast.success(t.saved);
        await refresh();
      } catch (failure) {
        if (failure instanceof ApiRequestError && failure.fields) {
          setErrors(failure.fields as Partial<Record<Field, string>>);
        }
        setFormError(serverText(failure) ?? reportsMessages.unexpected);
      }
    });
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

  const field = (name: Field, label: string, extra: object = {}) => (
    <TextField
      id={`own-${name}`}
      label={label}
      value={fields[name]}
      onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      fullWidth
      {...extra}
    />
  );

  return (
    <Stack spacing={4}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
        <Box sx={{ width: 160, borderRadius: 3, overflow: 'hidden', flexShrink: 0 }}>
          <DoctorImage
            key={image}
            src={image}
            alt={`Photo of ${profile.name}`}
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
          {field('specialization', t.specialization)}
          {field('description', t.bio, { multiline: true, minRows: 4 })}
          {field('credentials', t.credentials)}
          {field('languages', t.languages, {
            helperText: errors.languages ?? t.languagesHelp,
          })}
          {field('approach', t.approach, { multiline: true, minRows: 3 })}
          {field('price', t.price, {
            type: 'number',
            slotProps: { htmlInput: { min: 0, step: 1 } },
          })}
          <Box>
            <Button type="submit" variant="contained" size="large" loading={submitting}>
              {t.save}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
