import {
  adminBookingsResponseSchema,
  adminClientsResponseSchema,
  adminPlanSchema,
  adminPlansResponseSchema,
  adminReportsResponseSchema,
  adminTherapistSchema,
  adminTherapistsResponseSchema,
  auditLogResponseSchema,
  deactivationPreviewSchema,
  successResponseSchema,
  type AddTherapistRequest,
  type AdminReportsQuery,
  type CreatePlanRequest,
  type UpdatePlanRequest,
  type EditTherapistRequest,
  type UpdateReportRequest,
  adminMessages,
  connectionMessages,
} from '@solace/shared';
import { API_BASE_URL, ApiRequestError, api, apiPage, withQuery } from '../../lib/api-client';
import { readToken } from '../../lib/auth/session-storage';

const id = encodeURIComponent;

/** The reports' filters (the page's cursor is the query's own). */
export type ReportFilter = Pick<AdminReportsQuery, 'status' | 'problemType' | 'priority'>;

export const adminKeys = {
  reports: (query: ReportFilter) => ['admin', 'reports', query] as const,
  therapists: ['admin', 'therapists'] as const,
  clients: (q: string) => ['admin', 'clients', q] as const,
  bookings: (clientId: string) => ['admin', 'bookings', clientId] as const,
  deactivation: (accountId: string) => ['admin', 'deactivation', accountId] as const,
  audit: ['admin', 'audit'] as const,
  plans: ['admin', 'plans'] as const,
};

/** A page of reports, newest first, filtered; `cursor` from the page before. */
export function fetchReports(query: ReportFilter, cursor: string | null = null) {
  return apiPage(withQuery('/admin/reports', { ...query, cursor }), adminReportsResponseSchema);
}

export const updateReport = (reportId: string, body: UpdateReportRequest) =>
  api.put(`/admin/reports/${id(reportId)}`, successResponseSchema, body);

/**
 * An attachment's bytes, fetched with the session's token (never a link that works without it),
 * to show as a blob URL: user content is never rendered from the app's own origin.
 */
export async function fetchAttachment(reportId: string, attachmentId: string): Promise<Blob> {
  const token = readToken();
  const response = await fetch(
    `${API_BASE_URL}/admin/reports/${id(reportId)}/attachments/${id(attachmentId)}`,
    { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include' },
  ).catch(() => {
    throw new ApiRequestError(0, connectionMessages.networkFailed);
  });
  if (!response.ok) throw new ApiRequestError(response.status, adminMessages.loadFailed);
  return response.blob();
}

export const fetchTherapists = () => api.get('/admin/therapists', adminTherapistsResponseSchema);
export const addTherapist = (body: AddTherapistRequest) =>
  api.post('/admin/therapists', adminTherapistSchema, body);
export const editTherapist = (therapistId: string, body: EditTherapistRequest) =>
  api.put(`/admin/therapists/${id(therapistId)}`, adminTherapistSchema, body);
export function uploadTherapistPhoto(therapistId: string, photo: File) {
  const form = new FormData();
  form.append('photo', photo, photo.name);
  return api.put(`/admin/therapists/${id(therapistId)}/photo`, adminTherapistSchema, form);
}

export type AccountKind = 'therapists' | 'clients';
export const setAccountActive = (kind: AccountKind, accountId: string, active: boolean) =>
  api.post(
    `/admin/${kind}/${id(accountId)}/${active ? 'reactivate' : 'deactivate'}`,
    successResponseSchema,
  );

/** What deactivating the account would cancel, for the dialog that asks first. */
export const fetchDeactivationPreview = (kind: AccountKind, accountId: string) =>
  api.get(`/admin/${kind}/${id(accountId)}/deactivation-preview`, deactivationPreviewSchema);

export const fetchClients = (q: string) =>
  api.get(`/admin/clients${q ? `?q=${id(q)}` : ''}`, adminClientsResponseSchema);
export const fetchClientBookings = (clientId: string, cursor: string | null = null) =>
  apiPage(
    withQuery(`/admin/clients/${id(clientId)}/bookings`, { cursor }),
    adminBookingsResponseSchema,
  );
export const sendResetLink = (clientId: string) =>
  api.post(`/admin/clients/${id(clientId)}/password-reset`, successResponseSchema);

export const fetchPlans = () => api.get('/admin/plans', adminPlansResponseSchema);
export const addPlan = (body: CreatePlanRequest) => api.post('/admin/plans', adminPlanSchema, body);
export const changePlan = (planId: string, body: UpdatePlanRequest) =>
  api.patch(`/admin/plans/${id(planId)}`, adminPlanSchema, body);

export const fetchAuditLog = (cursor: string | null = null) =>
  apiPage(withQuery('/admin/audit-log', { cursor }), auditLogResponseSchema);

/** useInfiniteQuery's paging of a cursor list: start without one, go on while there is one. */
export const cursorPaging = {
  initialPageParam: null as string | null,
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor,
};
