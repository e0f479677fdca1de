import { isQrExpired, type TAuthQr, type TAuthRejectionReason } from '@sigil/core';
import { answerQr, ServerRefusedError, ServerUnreachableError } from '@sigil/wallet/browser';
import { requireKey } from './wallet-store';

/** How an answer ended, for the holder to read. */
export type TAnswerOutcome =
  | { kind: 'approved' | 'signedUp' | 'denied' | 'expired' | 'offline' | 'unreachable' }
  | { kind: 'rejected'; reason: TAuthRejectionReason | undefined }
  | { kind: 'refused'; message: string };

const EXPIRED_CODES = new Set(['REQUEST_EXPIRED', 'ANSWER_EXPIRED']);

/**
 * Signs the holder's answer with the unlocked key and sends it to the request's endpoint (the
 * protocol code the CLI uses, @sigil/wallet). An approval carries the profile's name and e-mail.
 */
export async function answerRequest(qr: TAuthQr, approve: boolean): Promise<TAnswerOutcome> {
  const { privateKey, didMethod, profile } = requireKey();
  if (!navigator.onLine) return { kind: 'offline' };
  if (isQrExpired(qr)) return { kind: 'expired' };
  try {
    const { outcome } = await answerQr({
      privateKey,
      qr,
      approve,
      didMethod,
      ...(approve ? { name: profile.name, email: profile.email } : {}),
    });
    if (!approve) return { kind: 'denied' };
    if (outcome?.status === 'REJECTED') return { kind: 'rejected', reason: outcome.reason };
    return { kind: qr.intent === 'orgsignup' ? 'signedUp' : 'approved' };
  } catch (error) {
    if (error instanceof ServerUnreachableError) return { kind: 'unreachable' };
    if (error instanceof ServerRefusedError) {
      return EXPIRED_CODES.has(error.code ?? '')
        ? { kind: 'expired' }
        : { kind: 'refused', message: error.message };
    }
    throw error;
  }
}
