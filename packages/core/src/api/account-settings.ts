import { z } from 'zod';
import { EMAIL_PATTERN, VALIDATION_MESSAGES as M } from '../schemas/messages';
import { SIGNUP_FIELD_LIMITS, ZOrganisationSignup } from '../schemas/organisation-signup';
import { ZOptionalText, ZText } from '../schemas/text';

/**
 * Account settings (spec §2 /account-setting, §3 accountSettings, §7 PUT /accounts/{id}): an
 * organisation's Admin keeps its details and logo; everyone keeps their own name, e-mail and avatar.
 */

export const SETTINGS_LIMITS = {
  accountName: 100,
  mailingAddress2: SIGNUP_FIELD_LIMITS.mailingAddress1,
  profileName: 100,
  email: 254,
  /** A data: URL of a JPEG the console made small (128 px): well under this. */
  avatarChars: 200_000,
} as const;

/** The logo: an image of one of these types, at most 512 kB, checked by its bytes. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type TLogoType = (typeof LOGO_TYPES)[number];
export const LOGO_MAX_BYTES = 512 * 1024;

export const SETTINGS_MESSAGES = {
  organisationSaved: 'Organization details saved',
  profileSaved: 'Profile saved',
  logoSaved: 'Logo saved',
  logoTooLarge: 'The logo must be at most 512 kB',
  logoType: 'The logo must be a PNG, JPEG or WebP image',
  noLogo: 'This organization has no logo',
  avatarInvalid: 'The avatar must be a JPEG image',
} as const;

/** PUT /api/accounts/{did}: the signup's rules for the fields it shares with signup. */
export const ZOrganisationSettings = ZOrganisationSignup.pick({
  orgName: true,
  contactEmail: true,
  contactNumber: true,
  corporateWebsite: true,
  mailingAddress1: true,
}).extend({
  accountName: ZOptionalText(SETTINGS_LIMITS.accountName, M.accountNameTooLong),
  mailingAddress2: ZOptionalText(SETTINGS_LIMITS.mailingAddress2, M.mailingAddressTooLong),
});
export type TOrganisationSettingsInput = z.input<typeof ZOrganisationSettings>;
export type TOrganisationSettings = z.output<typeof ZOrganisationSettings>;

/** PUT /api/v1/auth/me: my name (required), e-mail and avatar (a JPEG data: URL, or null for none). */
export const ZProfileSettings = z.object({
  name: ZText({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .max(SETTINGS_LIMITS.profileName, M.contactNameTooLong),
  email: ZOptionalText(SETTINGS_LIMITS.email, M.emailTooLong).refine(
    (email) => email === '' || EMAIL_PATTERN.test(email),
    M.emailInvalid,
  ),
  avatar: z
    .string()
    .max(SETTINGS_LIMITS.avatarChars, SETTINGS_MESSAGES.avatarInvalid)
    .regex(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/, SETTINGS_MESSAGES.avatarInvalid)
    .nullable()
    .optional(),
});
export type TProfileSettingsInput = z.input<typeof ZProfileSettings>;
export type TProfileSettings = z.output<typeof ZProfileSettings>;

/** The image type of these bytes by their signature, or null when it is none of the logo types. */
export function imageTypeOf(bytes: Uint8Array): TLogoType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'image/webp';
  return null;
}
