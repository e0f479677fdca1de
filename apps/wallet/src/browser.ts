/**
 * The wallet's protocol code that runs in a browser as well as in Node: what the phone wallet
 * (apps/wallet-web) imports. The CLI's file-system parts (keystore file, contacts, QR images,
 * sealing with node:crypto) stay behind the package's main entry.
 */
export {
  answerQr,
  createAnswerJwt,
  createWalletTokenJwt,
  parseQr,
  requestWalletToken,
  sendAnswer,
  type AnswerOptions,
  type AnswerResult,
  type WalletToken,
} from './protocol';
export { answerInvitation, parseInvitationReference, type InvitationReference } from './invitations';
export { recordActivity } from './activities';
export {
  FILE_MESSAGES,
  SIGNATURE_SUFFIX,
  registryResolver,
  signFile,
  verifyFileSignature,
  type DidResolver,
} from './signatures';
export { didForPrivateKey, generatePrivateKey, isValidPrivateKey } from './holder';
export { ServerRefusedError, ServerUnreachableError } from './errors';
export { requestJson, type FetchLike } from './http';
