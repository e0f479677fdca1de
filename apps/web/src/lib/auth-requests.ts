import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  LOGIN_POLL_INTERVAL_MS,
  parseRealtimeMessage,
  type TAuthPollResponse,
  type TAuthRequestCreate,
  type TAuthRequestCreated,
} from '@sigil/core';
import { apiClient } from './api-client';
import { realtimeUrl } from './realtime';

/** POST /api/v1/auth/request: a login or signup QR code. */
export async function createAuthRequest(body: TAuthRequestCreate): Promise<TAuthRequestCreated> {
  const [{ ZAuthRequestCreated }, created] = await Promise.all([
    import('./auth-contracts'),
    apiClient.post('/api/v1/auth/request', body),
  ]);
  return ZAuthRequestCreated.parse(created);
}

/** GET /api/v1/auth/request?txid= with the poll secret (never put in the QR). */
export async function pollAuthRequest(created: TAuthRequestCreated): Promise<TAuthPollResponse> {
  const [{ ZAuthPollResponse }, answer] = await Promise.all([
    import('./auth-contracts'),
    apiClient.get('/api/v1/auth/request', {
      query: { txid: created.txid },
      headers: { 'x-poll-secret': created.pollSecret },
    }),
  ]);
  return ZAuthPollResponse.parse(answer);
}

export type TQrRequestState<TResult> =
  | { phase: 'starting' }
  | { phase: 'waiting'; created: TAuthRequestCreated }
  | { phase: 'answered'; created: TAuthRequestCreated; result: TResult }
  | { phase: 'failed'; error: unknown };
export type TAuthRequestState = TQrRequestState<TAuthPollResponse>;

/** How one kind of QR request is made and polled (a login or signup, a "Verify a person"…). */
export interface QrRequestCalls<TResult extends { status: string }> {
  create: () => Promise<TAuthRequestCreated>;
  poll: (created: TAuthRequestCreated) => Promise<TResult>;
}

/**
 * Runs one QR request while `active` and `requestKey` names one: creates it, polls every second and
 * listens on the WebSocket so an answer shows at once. Closing (active false) stops both; restart()
 * asks for a new code. onFailed hears why the request could not be created or polled.
 */
export function useQrRequest<TResult extends { status: string }>(
  requestKey: string | null,
  active: boolean,
  calls: QrRequestCalls<TResult>,
  onAnswered?: (result: TResult) => void,
  onFailed?: (error: unknown) => void,
) {
  const [state, setState] = useState<TQrRequestState<TResult>>({ phase: 'starting' });
  const [generation, setGeneration] = useState(0);
  const onAnsweredRef = useRef(onAnswered);
  const onFailedRef = useRef(onFailed);
  const callsRef = useRef(calls);
  useEffect(() => {
    onAnsweredRef.current = onAnswered;
    onFailedRef.current = onFailed;
    callsRef.current = calls;
  }, [onAnswered, onFailed, calls]);

  useEffect(() => {
    if (!active || !requestKey) return;
    const { create, poll: pollOnce } = callsRef.current;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let socket: WebSocket | null = null;
    let polling = false;

    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };

    const poll = async (created: TAuthRequestCreated) => {
      if (stopped || polling) return;
      polling = true;
      try {
        const result = await pollOnce(created);
        if (stopped) return;
        if (result.status === 'PENDING') return;
        stop();
        setState({ phase: 'answered', created, result });
        onAnsweredRef.current?.(result);
      } catch (error) {
        if (!stopped) {
          stop();
          setState({ phase: 'failed', error });
          onFailedRef.current?.(error);
        }
      } finally {
        polling = false;
      }
    };

    create().then(
      (created) => {
        if (stopped) return;
        setState({ phase: 'waiting', created });
        const tick = () => {
          void poll(created).finally(() => {
            if (!stopped) timer = setTimeout(tick, LOGIN_POLL_INTERVAL_MS);
          });
        };
        timer = setTimeout(tick, LOGIN_POLL_INTERVAL_MS);
        try {
          socket = new WebSocket(realtimeUrl(created.txid));
          socket.onmessage = (event: MessageEvent<unknown>) => {
            // Only a status change of this request matters; anything else, or unknown, is ignored.
            const message = parseRealtimeMessage(event.data);
            if (message?.type === 'auth-request' && message.status !== 'PENDING') void poll(created);
          };
        } catch {
          // Polling alone still completes the login.
        }
      },
      (error: unknown) => {
        if (stopped) return;
        setState({ phase: 'failed', error });
        onFailedRef.current?.(error);
      },
    );
    return stop;
  }, [active, generation, requestKey]);

  const restart = useCallback(() => {
    setState({ phase: 'starting' });
    setGeneration((n) => n + 1);
  }, []);
  return { state, restart };
}

/** A login or signup QR request (POST and GET /api/v1/auth/request). */
export function useAuthRequest(
  body: TAuthRequestCreate | null,
  active: boolean,
  onAnswered?: (result: TAuthPollResponse) => void,
  onFailed?: (error: unknown) => void,
) {
  const requestKey = body ? JSON.stringify(body) : null;
  const calls = useMemo<QrRequestCalls<TAuthPollResponse>>(
    () => ({
      create: () => createAuthRequest(JSON.parse(requestKey ?? 'null') as TAuthRequestCreate),
      poll: pollAuthRequest,
    }),
    [requestKey],
  );
  return useQrRequest(requestKey, active, calls, onAnswered, onFailed);
}
