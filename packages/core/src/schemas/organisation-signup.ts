import { z } from 'zod';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY, PHONE_MIN_DIGITS } from '../constants';
import { isCountryName } from './countries';
import { EMAIL_PATTERN, VALIDATION_MESSAGES as M } from './messages';
import { ZText } from './text';

/**
 * Digits of the subscriber number: a number given with +country code is measured without it,
 * so "+65 1234 567" has 7 digits and is refused.
 */
export function phoneDigitCount(value: string, defaultCountry = DEFAULT_PHONE_COUNTRY): number {
  const trimmed = value.trim();
  const parsed = parsePhoneNumberFromString(trimmed, defaultCountry.toUpperCase() as CountryCode);
  if (parsed) return parsed.nationalNumber.length;
  return trimmed.replace(/\D/g, '').length;
}

/** A number that exists in its country's numbering plan (libphonenumber), by default Singapore's. */
export function isValidPhone(value: string, defaultCountry = DEFAULT_PHONE_COUNTRY): boolean {
  return (
    parsePhoneNumberFromString(value.trim(), defaultCountry.toUpperCase() as CountryCode)?.isValid() ?? false
  );
}

/**
 * A blank field shows only its "required" message, text PostgreSQL cannot store only its own:
 * `abort` skips the checks after either.
 */
const required = (message: string) =>
  ZText({ error: message }).trim().min(1, { error: message, abort: true });

/**
 * The longest value each signup field takes (docs/spec-notes.md, "Input limits"); the database
 * refuses longer ones too. The console shows the limit before it is reached.
 */
export const SIGNUP_FIELD_LIMITS = {
  orgName: 100,
  contactEmail: 254,
  contactNumber: 32,
  orgRegNumber: 50,
  corporateWebsite: 255,
  mailingAddress1: 300,
  countryOfIncorporation: 100,
} as const;
const L = SIGNUP_FIELD_LIMITS;

const WEB_ADDRESS = /^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)+([/?#]\S*)?$/i;

/** Organisation signup form, spec §3 and §5. The e-mail is lower-cased on submit. */
export const ZOrganisationSignup = z.object({
  orgName: required(M.orgNameRequired).max(L.orgName, M.orgNameTooLong),
  contactEmail: required(M.contactEmailRequired)
    .max(L.contactEmail, { error: M.contactEmailTooLong, abort: true })
    .regex(EMAIL_PATTERN, M.contactEmailInvalid)
    .transform((email) => email.toLowerCase()),
  contactNumber: required(M.contactNumberRequired)
    .max(L.contactNumber, { error: M.contactNumberTooLong, abort: true })
    .refine((phone) => phoneDigitCount(phone) >= PHONE_MIN_DIGITS, {
      error: M.contactNumberTooShort,
      abort: true,
    })
    .refine(isValidPhone, M.contactNumberNotValid),
  orgRegNumber: required(M.orgRegNumberRequired).max(L.orgRegNumber, M.orgRegNumberTooLong),
  corporateWebsite: required(M.corporateWebsiteRequired)
    .max(L.corporateWebsite, { error: M.corporateWebsiteTooLong, abort: true })
    .regex(WEB_ADDRESS, M.corporateWebsiteInvalid),
  mailingAddress1: required(M.mailingAddressRequired).max(L.mailingAddress1, M.mailingAddressTooLong),
  countryOfIncorporation: required(M.countryRequired)
    .max(L.countryOfIncorporation, { error: M.countryNotListed, abort: true })
    .refine(isCountryName, M.countryNotListed),
});

export type TOrganisationSignupInput = z.input<typeof ZOrganisationSignup>;
export type TOrganisationSignup = z.output<typeof ZOrganisationSignup>;

export const ORGANISATION_SIGNUP_FIELDS = Object.keys(ZOrganisationSignup.shape) as Array<
  keyof TOrganisationSignupInput
>;
