import { useQuery } from '@tanstack/react-query';
import { DEFAULT_DID_METHOD, DEFAULT_PRODUCT_NAME, type TPublicConfig } from '@sigil/core';
import { apiClient } from './api-client';
import { useHydrated } from './hydrated';
import { currentProductName } from './i18n';

export const DEFAULT_PUBLIC_CONFIG: TPublicConfig = {
  productName: DEFAULT_PRODUCT_NAME,
  didMethod: DEFAULT_DID_METHOD,
  googleClientId: null,
};

export const publicConfigQueryKey = ['public-config'] as const;

async function fetchPublicConfig(): Promise<TPublicConfig> {
  const [{ ZPublicConfig }, body] = await Promise.all([
    import('./public-config-contract'),
    apiClient.get('/api/v1/config'),
  ]);
  return ZPublicConfig.parse(body);
}

/**
 * GET /api/v1/config; the defaults stand in while it loads or when it fails, with the product name
 * the texts already show (a prerendered page names it: main.tsx), so that nothing changes back.
 * The defaults also stand in while React takes a prerendered page over, as the prerender had
 * them: a part of the page hydrated after the answer came (the login screen's module, loaded
 * late on a busy machine) would otherwise show the Google button the server's HTML lacks, a
 * mismatch that makes React throw the page away and render it afresh.
 */
export function usePublicConfig(): TPublicConfig {
  const hydrated = useHydrated();
  const { data } = useQuery({
    queryKey: publicConfigQueryKey,
    queryFn: fetchPublicConfig,
    staleTime: Infinity,
  });
  return (hydrated && data) || { ...DEFAULT_PUBLIC_CONFIG, productName: currentProductName() };
}
