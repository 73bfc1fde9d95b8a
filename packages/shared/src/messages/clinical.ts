/**
 * Questionnaires on the server, consent, the clinical access log and the safety net (issue 25).
 * Nothing here claims to diagnose or to replace emergency services.
 */

/** Where a risk signal came from (risk_signals.source). */
export type RiskSource = 'phq9' | 'chat';

import { defineMessages } from '#define-messages';
import { words } from '#words/clinical';

export const clinicalMessages = defineMessages('clinical', words, {
  requestNotice: {
    message: (therapist: string, when: string) => ({ therapist, when }),
  },
  requestMail: {
    body: (therapist: string, when: string, link: string) => ({ therapist, when, link }),
  },
  pageIntro: (therapist: string, when: string) => ({ therapist, when }),
  latestClientIds: (most: number) => ({ most }),
  agendaScore: (instrument: string, score: number, band: string) => ({ instrument, score, band }),
  agendaScoresLabel: (client: string) => ({ client }),
  accessLogLine: (reader: string, what: string, when: string) => ({ reader, what, when }),
  accessWhat: {
    questionnaire_results: (instrument: string) => ({ instrument }),
  },
  riskNoticeMessage: (client: string, source: RiskSource, next: string) => ({
    client,
    source,
    next,
  }),
  riskMail: {
    body: (therapist: string, client: string, source: RiskSource, next: string, link: string) => ({
      therapist,
      client,
      source,
      next,
      link,
    }),
  },
  riskEscalatedMessage: (client: string, therapist: string, minutes: number) => ({
    client,
    therapist,
    minutes,
  }),
  riskEscalatedMail: {
    body: (client: string, therapist: string, minutes: number, source: RiskSource) => ({
      client,
      therapist,
      minutes,
      source,
    }),
  },
  riskPageTitle: (client: string) => ({ client }),
  riskContactClient: (name: string) => ({ name }),
  riskContactTherapist: (name: string) => ({ name }),
  riskRaisedAt: (when: string) => ({ when }),
  riskAcknowledgedAt: (when: string) => ({ when }),
});
