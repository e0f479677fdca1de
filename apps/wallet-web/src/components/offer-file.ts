/**
 * Hands the holder a file the wallet made (a keystore, a signature) as a download. The object URL
 * is let go a moment later: Safari starts the download only after the click's task has run.
 */
export function offerFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
