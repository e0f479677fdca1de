import {
  DEFAULT_DID_METHOD,
  DEFAULT_PRODUCT_NAME,
  WALLET_APP_PATH,
  ZPublicConfig,
  type TPublicConfig,
} from '@sigil/core';
import { loadServerConfig, storeServerConfig } from './wallet-db';

/**
 * The registry this wallet belongs to: the server that serves it, at the public URL before
 * /wallet/. The wallet answers this server's requests only (its content security policy lets it
 * reach no other).
 */
export function walletServerUrl(location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  const at = location.pathname.lastIndexOf(WALLET_APP_PATH);
  return `${location.origin}${at >= 0 ? location.pathname.slice(0, at) : ''}`;
}

const FALLBACK_CONFIG: TPublicConfig = {
  productName: DEFAULT_PRODUCT_NAME,
  didMethod: DEFAULT_DID_METHOD,
  googleClientId: null,
};

/** The server's public configuration: fresh when the network answers, else as last read. */
export async function serverConfig(): Promise<TPublicConfig> {
  try {
    const response = await fetch(`${walletServerUrl()}/api/v1/config`, {
      headers: { accept: 'application/json' },
    });
    if (response.ok) {
      const config = ZPublicConfig.parse(await response.json());
      await storeServerConfig(config);
      return config;
    }
  } catch {
    // Offline: the stored one below.
  }
  return (await loadServerConfig()) ?? FALLBACK_CONFIG;
}
