import { useState } from 'react';
import { serverText } from '../../components/forms/form-feedback';
import { acknowledgeRiskSignal } from './risk-signals-api';

/** Acknowledging one safety alert, from the bell or its page: where it stands and why it failed. */
export function useAcknowledgeRiskSignal(id: string, failureText: string) {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  /** When it was first acknowledged, as the server keeps it (perhaps by another tab, earlier). */
  const [acknowledgedAt, setAcknowledgedAt] = useState<string | null>(null);
  const acknowledge = () => {
    setState('busy');
    setError(null);
    acknowledgeRiskSignal(id).then(
      (signal) => {
        setAcknowledgedAt(signal.acknowledgedAt);
        setState('done');
      },
      (err: unknown) => {
        setState('idle');
        setError(serverText(err) ?? failureText);
      },
    );
  };
  return { state, error, acknowledge, acknowledgedAt };
}
