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
export { didForPrivateKey, generatePrivateKey, isValidPrivateKey, publicKeyForPrivateKey } from './holder';
export {
  DEFAULT_SCRYPT_PARAMS,
  KEYSTORE_FILE_NAME,
  NO_WALLET_MESSAGE,
  WRONG_PASSPHRASE_MESSAGE,
  createKeystore,
  decryptPrivateKey,
  encryptPrivateKey,
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
