import { z } from 'zod';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY, PHONE_MIN_DIGITS } from '../constants';
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

/**
 * A blank field shows only its "required" message, text PostgreSQL cannot store only its own:
 * `abort` skips the checks after either.
 */
const required = (message: string) => ZText({ error: message }).trim().min(1, { error: message, abort: true });

/** Organisation signup form, spec §3 and §5. The e-mail is lower-cased on submit. */
export const ZOrganisationSignup = z.object({
  orgName: required(M.orgNameRequired),
  contactEmail: required(M.contactEmailRequired)
    .regex(EMAIL_PATTERN, M.contactEmailInvalid)
    .transform((email) => email.toLowerCase()),
  contactNumber: required(M.contactNumberRequired).refine(
    (phone) => phoneDigitCount(phone) >= PHONE_MIN_DIGITS,
    M.contactNumberTooShort,
  ),
  orgRegNumber: required(M.orgRegNumberRequired),
  corporateWebsite: required(M.corporateWebsiteRequired),
  mailingAddress1: required(M.mailingAddressRequired),
  countryOfIncorporation: required(M.countryRequired),
});

export type TOrganisationSignupInput = z.input<typeof ZOrganisationSignup>;
export type TOrganisationSignup = z.output<typeof ZOrganisationSignup>;

export const ORGANISATION_SIGNUP_FIELDS = Object.keys(ZOrganisationSignup.shape) as Array<
  keyof TOrganisationSignupInput
>;
