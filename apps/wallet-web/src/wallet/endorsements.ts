import { ZEndorsementList, type TEndorsement } from '@sigil/core';
import { requestJson, requestWalletToken } from '@sigil/wallet/browser';
import { walletServerUrl } from './server';
import { requireKey } from './wallet-store';

/** The holder's endorsements as the registry keeps them, read with the wallet's own token. */
export async function myEndorsements(): Promise<TEndorsement[]> {
  const { privateKey, didMethod } = requireKey();
  const baseUrl = walletServerUrl();
  const { token } = await requestWalletToken({ privateKey, didMethod, baseUrl });
  return ZEndorsementList.parse(
    await requestJson('GET', `${baseUrl}/api/v1/endorsements/mine`, undefined, { token }),
  );
}
