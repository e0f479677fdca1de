/**
 * The server refused our session token (401). The API client reports it here; the session watcher
 * ends the session, and the guards then show the token-expired page.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSessionRejected(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionRejected(): void {
  for (const listener of listeners) listener();
}
