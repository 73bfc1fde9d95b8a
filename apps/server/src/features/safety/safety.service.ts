/**
 * The safety net as other features use it (issue 25): questionnaires raise a risk signal for a
 * PHQ-9 item 9 above 0 (in answers refused with 409 too); chat asks whether a client's message
 * holds crisis words and raises one when their therapist is away.
 */
export { hasCrisisPhrase } from './crisis-phrases';
export {
  raiseChatRiskSignal,
  raiseRefusedAnswersRiskSignal,
  raiseRiskSignal,
} from './risk-signals.service';
