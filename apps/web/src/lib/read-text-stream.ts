/** What has arrived of a streamed download so far. */
export interface StreamProgress {
  bytes: number;
  /** Line breaks received: the rows of a CSV file, its header among them. */
  lines: number;
}

const NEWLINE = 0x0a;

/**
 * A response body read to the end as text, chunk by chunk as it streams, telling `onProgress`
 * after each chunk how much has arrived (a long export shows it is moving).
 */
export async function readTextStream(
  response: Response,
  onProgress?: (progress: StreamProgress) => void,
): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return response.text();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  const progress: StreamProgress = { bytes: 0, lines: 0 };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    progress.bytes += value.byteLength;
    for (const byte of value) if (byte === NEWLINE) progress.lines += 1;
    parts.push(decoder.decode(value, { stream: true }));
    onProgress?.({ ...progress });
  }
  parts.push(decoder.decode());
  return parts.join('');
}
