/**
 * Questionnaires' public face (issue 25): the form a client fills in and the chart of their
 * scores, for the lazily loaded routes that will mount them (never the home route's bundle).
 */
export { QuestionnaireForm } from './QuestionnaireForm';
export { ScoreChart } from './ScoreChart';
export { MyQuestionnairesSection } from './MyQuestionnairesSection';
export { ClientScores } from './ClientScores';
export { AgendaScores, useAgendaScores } from './AgendaScores';
export { useDueQuestionnaires } from './questionnaires-api';
export { acknowledgeRiskSignal } from './risk-signals-api';
export { RiskAlertActions } from './RiskAlertActions';
export { RiskNotice } from './RiskNotice';
