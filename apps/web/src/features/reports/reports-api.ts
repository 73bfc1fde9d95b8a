import { reportCreatedResponseSchema, type ReportCreatedResponse } from '@solace/shared';
import { apiRequest } from '../../lib/api-client';

/** Spec point 7: `POST /report-problem`, multipart; every chosen file goes as `attachment`. */
export function submitProblemReport(form: FormData): Promise<ReportCreatedResponse> {
  return apiRequest('/report-problem', reportCreatedResponseSchema, {
    method: 'POST',
    body: form,
  });
}
