import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex } from '@noble/hashes/utils';
import { base64url } from 'jose';

/**
 * The signer's uncompressed public key (hex, 0x04…) from an ES256K-R JWT: r‖s‖recovery over the
 * SHA-256 of the signing input. Call only after the signature has been verified.
 */
export function recoverPublicKeyFromJwt(jwt: string): string {
  const [header, payload, signature] = jwt.split('.');
  if (!header || !payload || !signature) throw new Error('Malformed JWT');
  const raw = base64url.decode(signature);
  if (raw.length !== 65) throw new Error('Not a recoverable ES256K-R signature');
  const recovery = raw[64]! >= 27 ? raw[64]! - 27 : raw[64]!;
  const digest = sha256(new TextEncoder().encode(`${header}.${payload}`));
  const point = secp256k1.Signature.fromCompact(raw.slice(0, 64))
    .addRecoveryBit(recovery)
    .recoverPublicKey(digest);
  return bytesToHex(point.toRawBytes(false));
}
