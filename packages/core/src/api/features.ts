import { z } from 'zod';
import type { TPermission } from '../permissions';
import { ZText } from '../schemas/text';

/**
 * Account features (spec §3 AccountFeatures, §7 `…/features`; decision 0009): what the provider
 * grants an organisation's account beyond membership itself. Each gates the permissions that use it.
 */

/** Spec §7 `GET /features?type=Feature_Type`: the kinds of account a feature is granted to. */
export const FEATURE_TYPES = ['organization'] as const;
export type TFeatureType = (typeof FEATURE_TYPES)[number];

export const ACCOUNT_FEATURES = {
  /** Membership schemes: the organisation builds its own (custom) roles. */
  schemes: { type: 'organization' },
  /** Endorsements: granting a custom role issues a verifiable credential signed by the organisation. */
  endorsements: { type: 'organization' },
} as const satisfies Record<string, { type: TFeatureType }>;
export type TFeatureCode = keyof typeof ACCOUNT_FEATURES;
export const FEATURE_CODES = Object.keys(ACCOUNT_FEATURES) as [TFeatureCode, ...TFeatureCode[]];

/** What an organisation is granted when the provider's approval names no features. */
export const ORGANISATION_FEATURE_CODES = FEATURE_CODES.filter(
  (code) => ACCOUNT_FEATURES[code].type === 'organization',
);

/** Whether an organisation with these features may endorse people (issue credentials). */
export const mayEndorse = (features: readonly string[]): boolean => features.includes('endorsements');

/**
 * The permissions a feature gates: an organisation member holds one only while the organisation
 * has the feature. Granting a custom role (an invitation into one, too) issues an endorsement, so
 * it needs `endorsements` wherever it happens; the services that grant one ask for it as well.
 */
export const FEATURE_OF_PERMISSION: Partial<Record<TPermission, TFeatureCode>> = {
  'schemes:create': 'schemes',
  'membership-requests:enrol': 'endorsements',
  'membership-requests:approve': 'endorsements',
};

/**
 * A member's permissions within their organisation's features: what `…/membershiproles/permissions`
 * answers, so the console offers only what the server will allow.
 */
export function permissionsWithin<T extends Partial<Record<TPermission, true>>>(
  permissions: T,
  features: readonly string[],
): Partial<T> {
  return Object.fromEntries(
    Object.entries(permissions).filter(([permission]) => {
      const feature = FEATURE_OF_PERMISSION[permission as TPermission];
      return !feature || features.includes(feature);
    }),
  ) as Partial<T>;
}

export const FEATURE_MESSAGES = {
  unknownType: `type must be one of: ${FEATURE_TYPES.join(', ')}`,
  unknownFeature: `Features must be among: ${FEATURE_CODES.join(', ')}`,
  saved: 'Features saved',
  /** The server's refusal when an organisation lacks a feature a call needs. */
  missing: (feature: TFeatureCode) =>
    `Your organization's account does not include the ${feature} feature: ask the provider to grant it`,
} as const;

/** Features as stored and sent: known codes only, each once, in the catalogue's order. */
export const ZFeatureCodes = z
  .array(
    ZText()
      .trim()
      .pipe(z.enum(FEATURE_CODES, { error: FEATURE_MESSAGES.unknownFeature })),
  )
  .max(FEATURE_CODES.length * 4)
  .transform((codes) => FEATURE_CODES.filter((code) => codes.includes(code)));

/** The features an account holds, whatever a stored value says (unknown codes are dropped). */
export function featuresOf(stored: unknown): TFeatureCode[] {
  return Array.isArray(stored) ? FEATURE_CODES.filter((code) => stored.includes(code)) : [];
}

/** GET /api/features?type= — the catalogue; no type means every feature. */
export const ZFeatureListQuery = z.object({
  type: ZText()
    .trim()
    .toLowerCase()
    .pipe(z.enum(FEATURE_TYPES, { error: FEATURE_MESSAGES.unknownType }))
    .optional(),
});
export const ZFeature = z.object({ code: z.enum(FEATURE_CODES), type: z.enum(FEATURE_TYPES) });
export type TFeature = z.infer<typeof ZFeature>;
export const ZFeatureList = z.array(ZFeature);

/** POST /api/accounts/{did}/features: the provider replaces the organisation's features. */
export const ZSetAccountFeatures = z.object({ features: ZFeatureCodes });
export type TSetAccountFeatures = z.input<typeof ZSetAccountFeatures>;

/** The answer of GET and POST /api/accounts/{did}/features. */
export const ZAccountFeatures = z.object({ features: z.array(z.enum(FEATURE_CODES)) });
export type TAccountFeatures = z.infer<typeof ZAccountFeatures>;

/**
 * GET /api/accounts/{did}/validate (public): whether a DID is a live organisation account of this
 * registry, as a relying party asks before trusting what it signed.
 */
export const ZAccountValidation = z.object({
  did: z.string(),
  valid: z.boolean(),
  /** The organisation's status and name; null when the DID is no organisation here. */
  status: z.string().nullable(),
  businessName: z.string().nullable(),
  features: z.array(z.enum(FEATURE_CODES)),
});
export type TAccountValidation = z.infer<typeof ZAccountValidation>;
