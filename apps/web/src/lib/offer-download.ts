/** How long the file's blob URL outlives the click: some browsers read it after the click returns. */
const REVOKE_AFTER_MS = 1000;

/** Hands a file (a text, or a blob such as an image) to the browser's download, under `fileName`. */
export function offerDownload(fileName: string, content: string | Blob, type = 'application/json'): void {
  const url = URL.createObjectURL(typeof content === 'string' ? new Blob([content], { type }) : content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
