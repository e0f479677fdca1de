import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { LOGIN_POLL_INTERVAL_MS, type TAuthPollResponse, type TAuthRequestCreated } from '@sigil/core';
import { answerQr, generatePrivateKey, parseQr } from '@sigil/wallet';
import { formatMs, summarise, type Summary } from './stats';

/**
 * Time from the wallet sending its answer to the console holding the token:
 *  - push: the console hears the WebSocket event and polls once;
 *  - poll: the console polls every 1000 ms, as when the WebSocket is unavailable.
 */
export async function measureLoginLatency(
  baseUrl: string,
  rounds: number,
): Promise<{ push: Summary; poll: Summary }> {
  const push: number[] = [];
  const poll: number[] = [];
  for (let i = 0; i < rounds; i++) push.push(await oneLogin(baseUrl, 'push'));
  for (let i = 0; i < Math.max(5, Math.floor(rounds / 5)); i++) poll.push(await oneLogin(baseUrl, 'poll'));
  return { push: summarise(push), poll: summarise(poll) };
}

async function startRequest(baseUrl: string): Promise<TAuthRequestCreated> {
  const res = await fetch(`${baseUrl}/api/v1/auth/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ intent: 'login', mode: 'individual' }),
  });
  return (await res.json()) as TAuthRequestCreated;
}

async function pollOnce(baseUrl: string, created: TAuthRequestCreated): Promise<TAuthPollResponse> {
  const res = await fetch(`${baseUrl}/api/v1/auth/request?txid=${created.txid}`, {
    headers: { 'x-poll-secret': created.pollSecret },
  });
  return (await res.json()) as TAuthPollResponse;
}

async function oneLogin(baseUrl: string, path: 'push' | 'poll'): Promise<number> {
  const created = await startRequest(baseUrl);
  const qr = parseQr(created.qr);
  let holding: Promise<number>;

  if (path === 'push') {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/comm/ws/${created.txid}/web`);
    await new Promise<void>((resolve) => socket.once('message', () => resolve())); // "subscribed"
    holding = new Promise<number>((resolve) => {
      socket.on('message', (data: Buffer) => {
        const event = JSON.parse(data.toString()) as { status?: string };
        if (event.status !== 'COMPLETED') return;
        void pollOnce(baseUrl, created).then((result) => {
          if (result.token) resolve(performance.now());
          socket.close();
        });
      });
    });
  } else {
    // The console's poll loop started some time before the answer: a random phase.
    holding = new Promise<number>((resolve) => {
      const tick = async () => {
        const result = await pollOnce(baseUrl, created);
        if (result.token) return resolve(performance.now());
        setTimeout(() => void tick(), LOGIN_POLL_INTERVAL_MS);
      };
      setTimeout(() => void tick(), Math.random() * LOGIN_POLL_INTERVAL_MS);
    });
  }

  const answeredAt = performance.now();
  await answerQr({ privateKey: generatePrivateKey(), qr, approve: true });
  return (await holding) - answeredAt;
}

export function reportLoginLatency(result: { push: Summary; poll: Summary }): string {
  return [`login, push path: ${formatMs(result.push)}`, `login, poll path: ${formatMs(result.poll)}`].join(
    '\n',
  );
}
