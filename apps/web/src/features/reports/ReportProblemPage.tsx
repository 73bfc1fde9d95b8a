import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem } from '@mui/material';
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
} from '../../components/forms/form-feedback';
import { BoundMuiTextField } from '../../components/forms/BoundFields';
import { useZodForm } from '../../components/forms/use-zod-form';
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
  // Each field's first problem, by the shared schema the server checks too.
  const form = useZodForm({
    schema: reportFieldsSchema,
    defaultValues: emptyFields(user?.email),
    order: ORDER,
  });
  const { submitting, getValues, setValue } = form;
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  // Prefilled for a signed-in user, once their session is known.
  useEffect(() => {
    if (user?.email && !getValues('email')) setValue('email', user.email);
  }, [user?.email, getValues, setValue]);

  const onSubmit = (event: FormEvent) => {
    setFormError(null);
    setSuccess(null);
    // Every problem at once, the files' too; the one toast says the first.
    const tooMuch = attachmentProblem(files);
    setFileError(tooMuch);
    void form.submit(
      async (fields) => {
        if (tooMuch) {
          toastValidation(tooMuch);
          return;
        }
        dismissValidation();
        const body = new FormData();
        for (const [name, value] of Object.entries(fields)) body.append(name, value);
        for (const file of files) body.append('attachment', file, file.name);
        try {
          const answer = await submitProblemReport(body);
          setSuccess(answer.message);
          toast.success(answer.message);
          form.reset(emptyFields(user?.email));
          setFiles([]);
        } catch (error) {
          const text = serverText(error) ?? r.unexpected;
          setFormError(text);
          toast.error(text);
        }
      },
      (problems) =>
        toastValidation(
          ORDER.map((field) => problems[field]).find(Boolean) ?? tooMuch ?? r.requiredFields,
        ),
    )(event);
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
        <BoundMuiTextField
          form={form}
          select
          id="field-problemType"
          name="problemType"
          label={r.problemType}
          required
        >
          {PROBLEM_TYPES.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </BoundMuiTextField>
        <BoundMuiTextField
          form={form}
          id="field-description"
          name="description"
          label={r.description}
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
        <BoundMuiTextField
          form={form}
          id="field-email"
          name="email"
          type="email"
          label={r.email}
          autoComplete="email"
          required
        />
        <BoundMuiTextField
          form={form}
          select
          id="field-priority"
          name="priority"
          label={r.priority}
        >
          {PROBLEM_PRIORITIES.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </BoundMuiTextField>
        <BoundMuiTextField
          form={form}
          id="field-additionalInfo"
          name="additionalInfo"
          label={r.additionalInfo}
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
