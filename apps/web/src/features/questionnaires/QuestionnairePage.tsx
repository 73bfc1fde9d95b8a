import { useRef } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import {
  clinicalMessages as c,
  formatSlotDate,
  INSTRUMENTS,
  type DueQuestionnaires,
} from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingLine } from '../../components/LoadingLine';
import { PageContainer } from '../../components/PageContainer';
import { RoleCheckNotice } from '../../components/RoleCheckNotice';
import { useAuth } from '../../lib/auth/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { QuestionnaireForm } from './QuestionnaireForm';
import { submitAnswers, useDueQuestionnaires } from './questionnaires-api';

type DueItem = DueQuestionnaires['items'][number];

/**
 * /questionnaires/:bookingId: what is due before one session, each instrument a form on the
 * page (one question per screen on a phone). The list is taken once: a form just sent stays,
 * with its thanks and, after a PHQ-9 question 9 above 0, the crisis lines.
 */
export function QuestionnairePage() {
  useDocumentTitle(c.pageTitle);
  const { bookingId = '' } = useParams();
  const location = useLocation();
  const { status, user } = useAuth();
  const isClient = status === 'authenticated' && user?.role === 'patient';
  const due = useDueQuestionnaires(isClient);
  const queryClient = useQueryClient();
  const first = useRef<DueItem | null | undefined>(undefined);
  if (first.current === undefined && due.data) {
    first.current = due.data.items.find((item) => item.bookingId === bookingId) ?? null;
  }

  if (status === 'unauthenticated') {
    return <Navigate to="/login" state={{ from: location.pathname }} replace />;
  }
  let body;
  if (!isClient) {
    body = <RoleCheckNotice checking={status === 'loading'} refusal={c.onlyClientsPage} />;
  } else if (due.isPending) {
    body = <LoadingLine text={c.loading} />;
  } else if (due.isError && first.current === undefined) {
    body = <ErrorNotice text={c.loadFailed} onRetry={() => void due.refetch()} />;
  } else if (!first.current) {
    body = <Typography>{c.nothingDue}</Typography>;
  } else {
    const item = first.current;
    body = (
      <>
        <Typography sx={{ mb: 1 }}>
          {c.pageIntro(item.therapistName, formatSlotDate(new Date(item.startsAt)))}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {c.dueReasons[item.reason]}.
        </Typography>
        {item.instruments.map((instrument) => (
          <Box
            component="section"
            key={instrument}
            sx={{ mb: 5 }}
            aria-label={INSTRUMENTS[instrument].title}
          >
            <Typography variant="h2" sx={{ mb: 1, fontSize: '1.5rem' }}>
              {INSTRUMENTS[instrument].title}
            </Typography>
            <QuestionnaireForm
              instrument={instrument}
              storageKey={`questionnaire:${bookingId}:${instrument}`}
              onSubmit={async (answers) => {
                await submitAnswers(bookingId, answers);
                void queryClient.invalidateQueries({ queryKey: ['questionnaires'] });
              }}
            />
          </Box>
        ))}
      </>
    );
  }
  return (
    <PageContainer title={c.pageTitle} intro={c.pageIntroPlain} maxWidth="md">
      {body}
      <Button component={Link} to="/appointments" variant="text" sx={{ mt: 2 }}>
        {c.backToAppointments}
      </Button>
    </PageContainer>
  );
}
