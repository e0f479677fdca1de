import { z } from 'zod';

/**
 * GET /api/v1/config: public facts the console needs before login. A module of its own: the login
 * screen parses it right after its first paint, without the auth contracts' other schemas.
 */
export const ZPublicConfig = z.object({
  productName: z.string(),
  didMethod: z.string(),
  googleClientId: z.string().nullable(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
