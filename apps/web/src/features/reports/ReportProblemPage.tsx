import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, TextField } from '@mui/material';
import { toast } from '../../lib/toast';
import {
  DEFAULT_PROBLEM_PRIORITY,
  PROBLEM_PRIORITIES,
  PROBLEM_TYPES,
  messages,
  reportFieldsSchema,
} from '@solace/shared';
import {
  FormError,
  serverText,
  toastValidation,
  useSubmitting,
} from '../../components/forms/form-feedback';
import { PageContainer } from '../../components/PageContainer';
import { useAuth } from '../../lib/auth/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AttachmentPicker } from './AttachmentPicker';
import { attachmentProblem } from './attachment-rules';
import { submitProblemReport } from './reports-api';

const r = messages.reports;

interface Fields {
  problemType: string;
  description: string;
  email: string;
  priority: string;
  additionalInfo: string;
}

const emptyFields = (email = ''): Fields => ({
  problemType: '',
  description: '',
  email,
  priority: DEFAULT_PROBLEM_PRIORITY,
  additionalInfo: '',
});

/** /report-problem: the spec's form; visitors may report too. */
export function ReportProblemPage() {
  useDocumentTitle(r.title);
  const { user } = useAuth();
  const [fields, setFields] = useState<Fields>(() => emptyFields(user?.email));
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const { submitting, isBusy, run } = useSubmitting();

  // Prefilled for a signed-in user, once their session is known.
  useEffect(() => {
    if (user?.email) setFields((f) => (f.email ? f : { ...f, email: user.email }));
  }, [user?.email]);

  const set = (name: keyof Fields) => (value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy()) return;
    setFormError(null);
    setSuccess(null);
    const parsed = reportFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      const found: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as keyof Fields] ??= issue.message;
      setErrors(found);
      toastValidation(parsed.error.issues[0]?.message ?? r.requiredFields);
      return;
    }
    const tooMuch = attachmentProblem(files);
    if (tooMuch) {
      setFileError(tooMuch);
      toastValidation(tooMuch);
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(parsed.data)) form.append(name, value);
    for (const file of files) form.append('attachment', file, file.name);
    void run(async () => {
      try {
        const answer = await submitProblemReport(form);
        setSuccess(answer.message);
        toast.success(answer.message);
        setFields(emptyFields(user?.email));
        setFiles([]);
      } catch (error) {
        const text = serverText(error) ?? r.unexpected;
        setFormError(text);
        toast.error(text);
      }
    });
  };

  return (
    <PageContainer title={r.title} maxWidth="md">
      <FormError message={formError} />
      <Box role="status" aria-live="polite">
        {success && (
          <Alert severity="success" role="none" sx={{ mb: 2 }}>
            {success}
          </Alert>
        )}
      </Box>
      <Box
        component="form"
        noValidate
        aria-label={r.title}
        aria-busy={submitting}
        onSubmit={onSubmit}
        sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}
      >
        <TextField
          select
          id="field-problemType"
          name="problemType"
          label={r.problemType}
          value={fields.problemType}
          onChange={(e) => set('problemType')(e.target.value)}
          error={Boolean(errors.problemType)}
          helperText={errors.problemType}
          required
        >
          {PROBLEM_TYPES.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="field-description"
          name="description"
          label={r.description}
          value={fields.description}
          onChange={(e) => set('description')(e.target.value)}
          error={Boolean(errors.description)}
          helperText={errors.description}
          multiline
          minRows={4}
          required
        />
        <AttachmentPicker
          files={files}
          onChange={(next) => {
            setFiles(next);
            setFileError(attachmentProblem(next));
          }}
          error={fileError}
        />
        <TextField
          id="field-email"
          name="email"
          type="email"
          label={r.email}
          autoComplete="email"
          value={fields.email}
          onChange={(e) => set('email')(e.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
          required
        />
        <TextField
          select
          id="field-priority"
          name="priority"
          label={r.priority}
          value={fields.priority}
          onChange={(e) => set('priority')(e.target.value)}
        >
          {PROBLEM_PRIORITIES.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="field-additionalInfo"
          name="additionalInfo"
          label={r.additionalInfo}
          value={fields.additionalInfo}
          onChange={(e) => set('additionalInfo')(e.target.value)}
          error={Boolean(errors.additionalInfo)}
          helperText={errors.additionalInfo}
          multiline
          minRows={2}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? r.submitting : r.submit}
        </Button>
      </Box>
    </PageContainer>
  );
}
