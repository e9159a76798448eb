/**
 * Offers `blob` to the browser as a download named `fileName` (a temporary object URL on a
 * clicked `<a download>`, released a second later): recovery codes, a candidate's CV.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
