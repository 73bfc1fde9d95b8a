/**
 * What the questionnaire parts of a page ask the API (issue 25), answered empty: for tests of
 * pages that show them beside what the test is about.
 */
const noResults = { body: { items: [], nextCursor: null } };

/** A client's profile and appointments: nothing due, no scores, sharing off, nobody read. */
export const clientQuestionnaireAnswers = {
  '/questionnaires/due': { body: { items: [] } },
  '/questionnaires/results': noResults,
  '/profile/consents': {
    body: {
      purposes: [{ purpose: 'share_questionnaires', granted: false, at: null }],
      agreements: [],
    },
  },
  '/profile/access-log': noResults,
};

/** A therapist's agenda and appointment details: the client has not shared their scores. */
export function therapistQuestionnaireAnswers(clientId: string) {
  return {
    '/doctor/questionnaires/latest': { body: { items: [] } },
    [`/doctor/clients/${clientId}/questionnaires/results`]: {
      body: { shared: false, items: [], nextCursor: null },
    },
  };
}
