/** Ringing calls' public face (issue 28). */
/** The ringing dialog, which app/ mounts once for every page of a signed-in person. */
export { IncomingCallDialog } from './IncomingCallDialog';
/** Start Video Call on a due session: rings the other person. */
export { RingCallButton } from './RingCallButton';
/** The call history, on both profiles. */
export { CallHistorySection } from './CallHistorySection';
