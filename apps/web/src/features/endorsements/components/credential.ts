import type { TEndorsement } from '@sigil/core';
import { decodeJwtPayload, isJwtFormat } from '../../../lib/jwt';

/** A credential as the View dialog shows it: its decoded payload, or why it cannot be read. */
export type TDecodedCredential =
  | { ok: true; payload: Record<string, unknown> }
  /** 'format': not three dot-separated parts (spec §5 'Incorrect format JWT'); 'base64': an unreadable payload. */
  | { ok: false; reason: 'format' | 'base64' };

/** The payload of a VC-JWT, decoded in the browser (base64url, no signature check: the verifier's job). */
export function decodeCredential(jwt: string): TDecodedCredential {
  if (!isJwtFormat(jwt.trim())) return { ok: false, reason: 'format' };
  try {
    return { ok: true, payload: decodeJwtPayload(jwt.trim()) };
  } catch {
    return { ok: false, reason: 'base64' };
  }
}

/** Letters and digits of any script; everything else becomes one dash. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** acme-ltd-auditor.jwt: the organisation and the role, safe as a file name on every system. */
export function credentialFileName(endorsement: Pick<TEndorsement, 'organizationName' | 'roleType'>): string {
  const name = [slug(endorsement.organizationName), slug(endorsement.roleType)].filter(Boolean).join('-');
  return `${name || 'endorsement'}.jwt`;
}
