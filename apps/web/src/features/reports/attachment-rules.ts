import {
  REPORT_MAX_FILE_BYTES,
  REPORT_MAX_FILES,
  REPORT_MAX_TOTAL_BYTES,
  reportsMessages,
} from '@solace/shared';

const r = reportsMessages;

/**
 * The server's limits, checked before sending so nobody waits for an upload that will be
 * refused. The server checks again (and the content's type, which only it does).
 */
export function attachmentProblem(files: readonly File[]): string | null {
  if (files.length > REPORT_MAX_FILES) return r.tooManyFiles;
  const large = files.find((file) => file.size > REPORT_MAX_FILE_BYTES);
  if (large) return r.fileTooLarge(large.name);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > REPORT_MAX_TOTAL_BYTES ? r.totalTooLarge : null;
}

/** "1.2 MB", "340 KB": for the list of chosen files. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
