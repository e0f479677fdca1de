import { AppError } from './errors';

/**
 * The life of a request shown as a QR code (a login, a presentation): PENDING until a wallet
 * answers or its time is up. One place for when it is over and what an answer to it then hears.
 */
export interface QrRequestState {
  status: string;
  expiresAt: Date;
}

/** Its time is up: marked EXPIRED, or still PENDING past its expiry (not yet marked). */
export function isExpired(request: QrRequestState, now = new Date()): boolean {
  return request.status === 'EXPIRED' || (request.status === 'PENDING' && request.expiresAt <= now);
}

export const alreadyAnswered = () =>
  new AppError(409, 'ALREADY_ANSWERED', 'This request has already been answered');

/**
 * The request, when a wallet may still answer it; else 410 (its time is up: `markExpired` records
 * that first) or 409 (answered already).
 */
export async function requireOpen<R extends QrRequestState>(
  request: R,
  markExpired: () => Promise<void>,
): Promise<R> {
  if (isExpired(request)) {
    await markExpired();
    throw new AppError(410, 'REQUEST_EXPIRED', 'This request has expired: ask for a new QR code');
  }
  if (request.status !== 'PENDING') throw alreadyAnswered();
  return request;
}
