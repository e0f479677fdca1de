export {
  DEFAULT_ANSWER_LIFETIME_S,
  QR_EXPIRED_MESSAGE,
  WALLET_TOKEN_PATH,
  answerQr,
  createAnswerJwt,
  createWalletTokenJwt,
  describeRequest,
  isQrExpired,
  normaliseBaseUrl,
  parseQr,
  requestWalletToken,
  sendAnswer,
  type AnswerOptions,
  type AnswerResult,
  type ClockOptions,
  type SignerOptions,
  type WalletToken,
  type WalletTokenJwtOptions,
  type WalletTokenRequest,
} from './protocol';
export { decodeQrImage } from './qr-image';
export {
  ANSWER_INVITATION_PATH,
  CLAIM_INVITATION_PATH,
  INVITATION_CODE_PARAM,
  answerInvitation,
  answerInvitationBody,
  parseInvitationReference,
  type AnswerInvitationOptions,
  type AnswerInvitationResult,
  type InvitationReference,
  type TAnswerInvitationBody,
  type TInvitationAnswer,
} from './invitations';
export {
  compressedPublicKeyHex,
  didForPrivateKey,
  generatePrivateKey,
  isValidPrivateKey,
  newHolder,
  publicKeyForPrivateKey,
  type Holder,
} from './holder';
export {
  DEFAULT_SCRYPT_PARAMS,
  KEYSTORE_FILE_NAME,
  NO_WALLET_MESSAGE,
  WRONG_PASSPHRASE_MESSAGE,
  createKeystore,
  keystorePath,
  readKeystore,
  readProfile,
  saveProfile,
  unlockKeystore,
  walletHome,
  type CreateKeystoreOptions,
  type TKeystoreFile,
  type TWalletProfile,
  type UnlockedWallet,
} from './keystore';
export { ServerRefusedError, ServerUnreachableError } from './errors';
export type { FetchLike } from './http';
export { SEALED_SUFFIX, registeredPublicKey, sealFile, unsealFile } from './files';
export {
  FILE_MESSAGES,
  SIGNATURE_SUFFIX,
  registryResolver,
  sha256Hex,
  signAssertion,
  signFile,
  verifyFileSignature,
  type DidResolver,
} from './signatures';
export { RECORD_ACTIVITY_PATH, recordActivity, type RecordActivityOptions } from './activities';
export {
  CONTACTS_FILE,
  SYNC_CONTACTS_PATH,
  addContact,
  contactFromQr,
  readContacts,
  syncContacts,
  type SyncContactsOptions,
  type TWalletContact,
} from './contacts';
