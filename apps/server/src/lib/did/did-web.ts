import type { DIDDocument, DIDResolutionResult, DIDResolver } from 'did-resolver';

export interface DidWebOptions {
  /** How long the holder's host has to answer, body included. */
  timeoutMs: number;
  /** The largest document read; a longer answer is refused unread. */
  maxBytes: number;
  fetch?: typeof fetch;
}

/** The HTTPS address of a did:web's document (did:web method, §3.2 Read). */
export function didWebUrl(methodSpecificId: string): string {
  const parts = methodSpecificId.split(':').map(decodeURIComponent);
  const path = parts.length > 1 ? `${parts.join('/')}/did.json` : `${parts[0]}/.well-known/did.json`;
  return `https://${path}`;
}

const notFound = (message: string): DIDResolutionResult => ({
  didResolutionMetadata: { error: 'notFound', message },
  didDocument: null,
  didDocumentMetadata: {},
});

/**
 * did:web, read as web-did-resolver reads it, with the limits a server needs when the holder
 * chooses the host (decision 0019): the whole answer within `timeoutMs` (the request is aborted,
 * not left open), at most `maxBytes`, no redirect, and a document whose id is the DID.
 */
export function didWebDriver(options: DidWebOptions): DIDResolver {
  const fetchImpl = options.fetch ?? fetch;
  return async (did, parsed) => {
    const url = didWebUrl(parsed.id);
    try {
      const signal = AbortSignal.timeout(options.timeoutMs);
      const response = await fetchImpl(url, {
        signal,
        redirect: 'error',
        headers: { accept: 'application/did+json, application/json' },
      });
      if (!response.ok) return notFound(`${url} answered ${response.status}`);
      const text = await readAtMost(response, options.maxBytes);
      if (text === undefined) return notFound(`${url} answered more than ${options.maxBytes} bytes`);
      const document = JSON.parse(text) as DIDDocument;
      if (document?.id !== did) return notFound(`the document at ${url} is not ${did}'s`);
      return {
        didResolutionMetadata: { contentType: 'application/did+json' },
        didDocument: document,
        didDocumentMetadata: {},
      };
    } catch (error) {
      return notFound(`${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}

/** The body as text, or undefined once it passes `maxBytes` (the rest is not read). */
async function readAtMost(response: Response, maxBytes: number): Promise<string | undefined> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    return undefined;
  }
  const reader = (response.body as ReadableStream<Uint8Array> | null)?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const read = await reader?.read();
    if (!read || read.done) break;
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader!.cancel();
      return undefined;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
