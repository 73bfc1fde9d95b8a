import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  accessLogPageSchema,
  consentsSchema,
  dueQuestionnairesSchema,
  clientResultsViewSchema,
  latestScoresSchema,
  questionnaireResultsPageSchema,
  questionnaireSubmittedSchema,
  type ConsentPurpose,
  type InstrumentId,
  type QuestionnaireAnswers,
} from '@solace/shared';
import { api } from '../../lib/api-client';

export const dueKey = ['questionnaires', 'due'] as const;
export const ownResultsKey = (instrument: InstrumentId) =>
  ['questionnaires', 'results', instrument] as const;
export const consentsKey = ['profile', 'consents'] as const;

/** Most results a chart draws: the newest ones (the server pages beyond). */
const CHART_LIMIT = 50;

/** The client's upcoming sessions with a questionnaire due, and why. */
export function useDueQuestionnaires(enabled = true) {
  return useQuery({
    queryKey: dueKey,
    queryFn: ({ signal }) => api.get('/questionnaires/due', dueQuestionnairesSchema, { signal }),
    enabled,
  });
}

export function submitAnswers(bookingId: string, answers: QuestionnaireAnswers) {
  return api.post(
    `/bookings/${encodeURIComponent(bookingId)}/questionnaires`,
    questionnaireSubmittedSchema,
    answers,
  );
}

export function useOwnResults(instrument: InstrumentId, enabled = true) {
  return useQuery({
    queryKey: ownResultsKey(instrument),
    queryFn: ({ signal }) =>
      api.get(
        `/questionnaires/results?instrument=${instrument}&limit=${CHART_LIMIT}`,
        questionnaireResultsPageSchema,
        { signal },
      ),
    enabled,
  });
}

/** A therapist's view of their client's results: `shared: false` while the client has not shared. */
export function useClientResults(clientId: string, instrument: InstrumentId, enabled: boolean) {
  return useQuery({
    queryKey: ['doctor', 'client-results', clientId, instrument],
    queryFn: ({ signal }) =>
      api.get(
        `/doctor/clients/${encodeURIComponent(clientId)}/questionnaires/results?instrument=${instrument}&limit=${CHART_LIMIT}`,
        clientResultsViewSchema,
        { signal },
      ),
    enabled,
    retry: false,
    // Each read is written to the client's access log: read once per opening.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/**
 * The newest PHQ-9 and GAD-7 score of each of these clients who shares them with the therapist
 * (the agenda's sessions); the others are not in the answer. Each read is in the clients'
 * access logs: read once per set of clients, not on every focus. While a changed set is read,
 * the scores already shown stay.
 */
export function useLatestScores(clientIds: string[]) {
  const ids = [...new Set(clientIds)].sort();
  return useQuery({
    queryKey: ['doctor', 'latest-scores', ids],
    queryFn: ({ signal }) =>
      api.get(
        `/doctor/questionnaires/latest?${ids.map((id) => `clientId=${encodeURIComponent(id)}`).join('&')}`,
        latestScoresSchema,
        { signal },
      ),
    enabled: ids.length > 0,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });
}

export function useConsents(enabled = true) {
  return useQuery({
    queryKey: consentsKey,
    queryFn: ({ signal }) => api.get('/profile/consents', consentsSchema, { signal }),
    enabled,
  });
}

export function setConsent(purpose: ConsentPurpose, granted: boolean) {
  return api.put('/profile/consents', consentsSchema, { purpose, granted });
}

export function useAccessLog(enabled = true) {
  return useQuery({
    queryKey: ['profile', 'access-log'],
    queryFn: ({ signal }) =>
      api.get('/profile/access-log?limit=20', accessLogPageSchema, { signal }),
    enabled,
  });
}
