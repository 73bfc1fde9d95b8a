import { riskSignalSchema } from '@solace/shared';
import { api } from '../../lib/api-client';

/** The therapist acknowledges a safety alert about their client (recorded with the time). */
export function acknowledgeRiskSignal(id: string) {
  return api.post(
    `/doctor/risk-signals/${encodeURIComponent(id)}/acknowledge`,
    riskSignalSchema,
    {},
  );
}
