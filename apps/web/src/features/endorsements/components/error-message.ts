import { ServerError } from '../../../lib/api-client';

/** The server's own message for a refused call; `fallback` for anything else (no answer, a bad one). */
export function serverMessage(error: Error, fallback: string): string {
  return error instanceof ServerError ? error.message : fallback;
}
