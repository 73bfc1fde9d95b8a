import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, Typography, useMediaQuery } from '@mui/material';
import {
  ANSWER_OPTIONS,
  hasRiskSignal,
  INSTRUMENTS,
  questionnaireAnswersSchema,
  questionnairesMessages as q,
  type InstrumentId,
  type QuestionnaireAnswers,
} from '@solace/shared';
import { FormError, serverText, useSubmitting } from '../../components/forms/form-feedback';
import { focusQuestion, QuestionItem } from './QuestionItem';
import {
  clearProgress,
  hasAnyAnswer,
  readProgress,
  startingProgress,
  writeProgress,
  type QuestionnaireProgress,
} from './questionnaire-progress';
import { RiskNotice } from './RiskNotice';

const OPTION_LABELS = ANSWER_OPTIONS.map((option) => option.label);

interface Props {
  instrument: InstrumentId;
  /** Answers to start from (a draft the server kept, say); the tab's own kept answers win. */
  initialAnswers?: readonly (number | null)[];
  /** Where this tab keeps the answers until they are sent (one key per questionnaire asked). */
  storageKey: string;
  /** Sends the answers; a rejection keeps them here and says so. */
  onSubmit: (answers: QuestionnaireAnswers) => Promise<void> | void;
}

/**
 * PHQ-9 or GAD-7 as the client fills it in (issue 25): one question per screen on a phone (Back,
 * Next and "3 of 9"), all on one page on a wider screen. Kept in the tab as it is answered, so a
 * reload or a detour resumes it. The answers are checked with the schema the server checks them
 * with; the first unanswered question is brought on screen and focused. Its own state rather than
 * `useZodForm`: its fields are radio groups spread over screens, and focus must first bring the
 * right screen back.
 */
export function QuestionnaireForm({ instrument, initialAnswers, storageKey, onSubmit }: Props) {
  const { items, stem, difficulty: closing } = INSTRUMENTS[instrument];
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // Kept answers win over the initial ones; a kept entry with nothing answered is no resumption.
  const [resumed] = useState(() => {
    const kept = readProgress(instrument, storageKey);
    return kept && hasAnyAnswer(kept) ? kept : null;
  });
  const [progress, setProgress] = useState<QuestionnaireProgress>(
    () => resumed ?? startingProgress(instrument, initialAnswers),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Answers kept from before (a reload) with question 9 above 0 bring the crisis lines back.
  const [risk, setRisk] = useState(() => !!resumed && hasRiskSignal(instrument, resumed.answers));
  const [sendError, setSendError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { submitting, run } = useSubmitting();
  const groups = useRef<(HTMLDivElement | null)[]>([]);
  const savedNote = useRef<HTMLDivElement>(null);
  // Which question to focus once it is drawn (it may be on a screen not shown yet).
  const [focusRequest, setFocusRequest] = useState<{ index: number } | null>(null);

  useEffect(() => {
    if (!focusRequest) return;
    focusQuestion(groups.current[focusRequest.index]);
  }, [focusRequest]);

  useEffect(() => {
    if (!saved) writeProgress(storageKey, progress);
  }, [progress, saved, storageKey]);

  // The form is gone once sent: focus that was in it goes to what replaced it (focus on the
  // crisis lines, just shown and perhaps still being read out, stays there).
  useEffect(() => {
    const active = document.activeElement;
    if (saved && (!active || active === document.body)) savedNote.current?.focus();
  }, [saved]);

  // The screens of a phone: one per item, then the closing question when there is one.
  const screenCount = items.length + (closing ? 1 : 0);
  const step = Math.min(progress.step, screenCount - 1);
  const closingIndex = items.length;

  const answer = (index: number, value: number) => {
    setProgress((current) =>
      index === closingIndex
        ? { ...current, difficulty: value }
        : { ...current, answers: current.answers.map((old, at) => (at === index ? value : old)) },
    );
    setErrors((current) => {
      const { [String(index)]: _fixed, ...rest } = current;
      return rest;
    });
  };

  /**
   * Shows the crisis lines when the answers hold a risk signal. True when they just appeared:
   * they then keep the focus they take, so a screen reader reads them first.
   */
  const raiseRisk = () => {
    if (risk || !hasRiskSignal(instrument, progress.answers)) return false;
    setRisk(true);
    return true;
  };

  const goTo = (next: number, focus = true) => {
    setProgress((current) => ({ ...current, step: next }));
    if (focus) setFocusRequest({ index: next });
  };

  const next = () => {
    if (step < items.length && progress.answers[step] === null) {
      setErrors({ [String(step)]: q.answerRequired(step + 1) });
      setFocusRequest({ index: step });
      return;
    }
    goTo(step + 1, !raiseRisk());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The crisis lines come first, whatever happens to the answers next.
    const riskRaised = raiseRisk();
    const parsed = questionnaireAnswersSchema.safeParse({
      instrument,
      answers: progress.answers,
      ...(closing ? { difficulty: progress.difficulty } : {}),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'answers' ? String(issue.path[1]) : String(closingIndex);
        found[key] ??= issue.message;
      }
      const first = Math.min(...Object.keys(found).map(Number));
      setErrors(found);
      if (phone) setProgress((current) => ({ ...current, step: first }));
      if (!riskRaised) setFocusRequest({ index: first });
      return;
    }
    void run(async () => {
      setSendError(null);
      try {
        await onSubmit(parsed.data);
        clearProgress(storageKey);
        setSaved(true);
      } catch (error) {
        setSendError(serverText(error) ?? q.sendFailed);
      }
    });
  };

  const question = (index: number) => {
    const isClosing = index === closingIndex;
    return (
      <QuestionItem
        key={index}
        name={`${instrument}-${index}`}
        label={
          isClosing && closing ? closing.question : q.questionLabel(index + 1, items[index] ?? '')
        }
        hint={isClosing ? q.difficultyOptional : undefined}
        options={isClosing && closing ? closing.options : OPTION_LABELS}
        value={isClosing ? progress.difficulty : (progress.answers[index] ?? null)}
        onChange={(value) => answer(index, value)}
        error={errors[String(index)]}
        required={!isClosing}
        groupRef={(element) => {
          groups.current[index] = element;
        }}
        row={!phone}
      />
    );
  };

  const screens = Array.from({ length: screenCount }, (_, index) => index);
  const lastScreen = step === screenCount - 1;
  return (
    <Box>
      {risk && <RiskNotice />}
      {saved ? (
        <Alert ref={savedNote} tabIndex={-1} severity="success" role="status">
          {q.saved}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          {resumed && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {q.resumed}
            </Alert>
          )}
          <FormError message={sendError} />
          {phone && step < items.length && (
            <Typography color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
              {q.progress(step + 1, items.length)}
            </Typography>
          )}
          {(!phone || step < items.length) && <Typography sx={{ mb: 2 }}>{stem}</Typography>}
          <Stack spacing={3}>{phone ? question(step) : screens.map(question)}</Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
            {q.notADiagnosis}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, mt: 2, flexWrap: 'wrap' }}>
            {phone && step > 0 && (
              <Button variant="outlined" onClick={() => goTo(step - 1)}>
                {q.back}
              </Button>
            )}
            {phone && !lastScreen ? (
              <Button variant="contained" onClick={next}>
                {q.next}
              </Button>
            ) : (
              <Button type="submit" variant="contained" disabled={submitting}>
                {submitting ? q.sending : q.submit}
              </Button>
            )}
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
            {q.attribution}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
