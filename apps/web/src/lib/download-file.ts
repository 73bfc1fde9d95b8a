/** Saves `blob` as `fileName` through the browser's normal download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; give them a moment before freeing it.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
