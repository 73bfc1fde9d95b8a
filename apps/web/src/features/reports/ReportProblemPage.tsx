import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, TextField } from '@mui/material';
import { toast } from '../../lib/toast';
import {
  DEFAULT_PROBLEM_PRIORITY,
  PROBLEM_PRIORITIES,
  PROBLEM_TYPES,
  reportFieldsSchema,
  reportsMessages,
} from '@solace/shared';
import {
  dismissValidation,
  FormError,
  serverText,
  toastValidation,
  useSubmitting,
} from '../../components/forms/form-feedback';
import { schemaErrors } from '../../components/forms/schema-errors';
import { useFieldErrors } from '../../components/forms/use-field-errors';
import { CrisisLine } from '../../components/CrisisLine';
import { PageContainer } from '../../components/PageContainer';
import { useAuth } from '../../lib/auth/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AttachmentPicker } from './AttachmentPicker';
import { attachmentProblem } from './attachment-rules';
import { submitProblemReport } from './reports-api';

const r = reportsMessages;

type Fields = Record<
  'problemType' | 'description' | 'email' | 'priority' | 'additionalInfo',
  string
>;

type Field = keyof Fields;
/** The order on screen: the first wrong one is focused. */
const ORDER: readonly Field[] = [
  'problemType',
  'description',
  'email',
  'priority',
  'additionalInfo',
];

/** Each field's first problem, by the shared schema the server checks too. */
const validate = (fields: Fields) => schemaErrors<Field>(reportFieldsSchema, fields);

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
  const form = useFieldErrors<Field, Fields>(emptyFields(user?.email), validate);
  const { values: fields, errors, setValues: setFields } = form;
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const { submitting, isBusy, run } = useSubmitting();

  // Prefilled for a signed-in user, once their session is known.
  useEffect(() => {
    if (user?.email) setFields((f) => (f.email ? f : { ...f, email: user.email }));
  }, [user?.email, setFields]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy()) return;
    setFormError(null);
    setSuccess(null);
    // Every problem at once, the files' too; the one toast says the first.
    const problems = form.checkAll(ORDER);
    const tooMuch = attachmentProblem(files);
    setFileError(tooMuch);
    const parsed = reportFieldsSchema.safeParse(fields);
    if (problems || tooMuch || !parsed.success) {
      toastValidation(
        ORDER.map((field) => problems?.[field]).find(Boolean) ?? tooMuch ?? r.requiredFields,
      );
      return;
    }
    dismissValidation();
    const body = new FormData();
    for (const [name, value] of Object.entries(parsed.data)) body.append(name, value);
    for (const file of files) body.append('attachment', file, file.name);
    void run(async () => {
      try {
        const answer = await submitProblemReport(body);
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
      {/* A report is read in working hours: someone in distress needs the crisis line now. */}
      <CrisisLine sx={{ mb: 3, maxWidth: 640 }} />
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
          onChange={(e) => form.change('problemType')(e.target.value)}
          onBlur={form.blur('problemType')}
          inputRef={form.register('problemType')}
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
          onChange={(e) => form.change('description')(e.target.value)}
          onBlur={form.blur('description')}
          inputRef={form.register('description')}
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
          onChange={(e) => form.change('email')(e.target.value)}
          onBlur={form.blur('email')}
          inputRef={form.register('email')}
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
          onChange={(e) => form.change('priority')(e.target.value)}
          onBlur={form.blur('priority')}
          inputRef={form.register('priority')}
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
          onChange={(e) => form.change('additionalInfo')(e.target.value)}
          onBlur={form.blur('additionalInfo')}
          inputRef={form.register('additionalInfo')}
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
