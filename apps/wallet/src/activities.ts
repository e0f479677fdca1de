import { ZActivityItem, type TActivityItem, type TRecordActivityRequest } from '@sigil/core';
import { requestJson, type FetchLike } from './http';
import { normaliseBaseUrl, requestWalletToken, type SignerOptions } from './protocol';

export const RECORD_ACTIVITY_PATH = '/api/v1/activities';

export interface RecordActivityOptions extends SignerOptions {
  baseUrl: string;
  activity: TRecordActivityRequest;
  fetchImpl?: FetchLike;
}

/** Records what the holder did (sign, verify, seal, unseal, assert) with a fresh wallet token. */
export async function recordActivity(options: RecordActivityOptions): Promise<TActivityItem> {
  const baseUrl = normaliseBaseUrl(options.baseUrl);
  const { token } = await requestWalletToken({ ...options, baseUrl });
  const answer = await requestJson('POST', `${baseUrl}${RECORD_ACTIVITY_PATH}`, options.activity, {
    token,
    fetchImpl: options.fetchImpl,
  });
  return ZActivityItem.parse(answer);
}
