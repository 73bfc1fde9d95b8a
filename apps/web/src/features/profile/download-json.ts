import { downloadBlob } from '../../lib/download-file';

/** Saves `data` as a pretty-printed JSON file through the browser's normal download. */
export function downloadJson(data: unknown, fileName: string): void {
  downloadBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}
