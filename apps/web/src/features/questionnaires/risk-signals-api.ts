import { useQuery } from '@tanstack/react-query';
import { riskSignalSchema } from '@solace/shared';
import { api } from '../../lib/api-client';

const riskSignalPath = (id: string) => `/doctor/risk-signals/${encodeURIComponent(id)}`;

/**
 * One safety alert, for its page: who, why, when; for its therapist, or for an administrator once
 * it is escalated. Each load is in the client's access log.
 */
export function useRiskSignal(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['doctor', 'risk-signal', id],
    queryFn: ({ signal }) => api.get(riskSignalPath(id), riskSignalSchema, { signal }),
    enabled,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The therapist acknowledges a safety alert about their client (recorded with the time). */
export function acknowledgeRiskSignal(id: string) {
  return api.post(`${riskSignalPath(id)}/acknowledge`, riskSignalSchema, {});
}
