import { useState, type FormEvent } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useLocation } from 'react-router';
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  updateLanguageRequestSchema,
  type Language,
  type SessionUser,
  profileMessages,
} from '@solace/shared';
import { FormError, serverText, useSubmitting } from '../../components/forms/form-feedback';
import { TitledSection } from '../../components/TitledSection';
import { isSessionExpiredError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';
import { PAGE_LANGUAGE, pathInLanguage, rememberLanguage } from '../../lib/language';
import { toast } from '../../lib/toast';
import { updateLanguage } from './profile-api';

const p = profileMessages;

/**
 * The language of the person's e-mails, notifications and reminders, kept with their account
 * (issue 29). Saving another than the page's also loads this page in it.
 */
export function LanguageSection({ user }: { user: SessionUser }) {
  const { updateUser } = useAuth();
  const location = useLocation();
  const [chosen, setChosen] = useState<string>(user.language);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { submitting, isBusy, run } = useSubmitting();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy()) return;
    setFormError(null);
    const parsed = updateLanguageRequestSchema.safeParse({ language: chosen });
    if (!parsed.success) {
      setFieldError(p.languageInvalid);
      return;
    }
    setFieldError(null);
    void run(async () => {
      try {
        const { language } = await updateLanguage(parsed.data);
        rememberLanguage(language);
        updateUser({ ...user, language });
        if (language !== PAGE_LANGUAGE) {
          window.location.assign(pathInLanguage(location, language));
          return;
        }
        toast.success(p.languageSaved);
      } catch (error) {
        if (!isSessionExpiredError(error)) setFormError(serverText(error) ?? p.languageFailed);
      }
    });
  };

  return (
    <TitledSection surface="card" title={p.languageTitle}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {p.languageHelp}
      </Typography>
      <FormError message={formError} />
      <Box
        component="form"
        noValidate
        aria-label={p.languageTitle}
        aria-busy={submitting}
        onSubmit={onSubmit}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          select
          sx={{ flex: '1 1 200px' }}
          label={p.languageLabel}
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value);
            setFieldError(null);
          }}
          error={fieldError !== null}
          helperText={fieldError ?? ' '}
        >
          {LANGUAGES.map((language: Language) => (
            <MenuItem key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {p.languageSave}
        </Button>
      </Box>
    </TitledSection>
  );
}
