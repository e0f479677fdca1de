/**
 * Field messages of spec §5, word for word. The schemas below use them, the server returns them in
 * validation errors, and the console translates them (the English text is the i18n key of the
 * `validation` namespace, so de.json must carry every one of them).
 */
export const VALIDATION_MESSAGES = {
  orgNameRequired: 'Organisation Name of organise is required',
  contactEmailRequired: 'Contact Email is required',
  contactEmailInvalid: 'Contact Email invalid',
  contactNumberRequired: 'Contact Number is required',
  contactNumberTooShort: 'Contact Number must be at least 8 digits',
  orgRegNumberRequired: 'Company Registration Number is required',
  corporateWebsiteRequired: 'Organization Website is required',
  mailingAddressRequired: 'Mailing Address is required',
  countryRequired: 'Country of Incorporation is required',
  roleRequired: 'Role is required',
  didRequired: 'DID is required',
  didInvalid: 'Invalid DID format',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email invalid',
  startAfterEnd: 'Start date must not be after the end date',
  endBeforeStart: 'End date must not be before the start date',
  futureDate: 'Date must not be in the future',
  dateInvalid: 'Invalid date',
  bothDatesOrNone: 'Enter both dates or neither',
  // Not in the spec (docs/spec-notes.md, "Input limits"): limits, and formats the spec leaves open.
  orgNameTooLong: 'Organization Name must be at most 100 characters',
  contactEmailTooLong: 'Contact Email must be at most 254 characters',
  contactNumberTooLong: 'Contact Number must be at most 32 characters',
  contactNumberNotValid: 'Contact Number is not a valid number for its country',
  orgRegNumberTooLong: 'Company Registration Number must be at most 50 characters',
  corporateWebsiteTooLong: 'Organization Website must be at most 255 characters',
  corporateWebsiteInvalid: 'Organization Website must be a web address starting with http:// or https://',
  mailingAddressTooLong: 'Mailing Address must be at most 300 characters',
  countryNotListed: 'Choose the Country of Incorporation from the list',
  // Roles (schemes), their fields and custom field types (docs/spec-notes.md, "Roles and schemes").
  roleNameTooLong: 'Role Name must be at most 100 characters',
  fieldNameRequired: 'Field Name is required',
  fieldNameTooLong: 'Field Name must be at most 100 characters',
  fieldTypeRequired: 'Field Type is required',
  fieldNamesDiffer: 'Each field of a role needs a name of its own',
  tooManyFields: 'A role has at most 50 fields',
  fieldTypeNameRequired: 'Field Type Name is required',
  fieldTypeNameTooLong: 'Field Type Name must be at most 100 characters',
  optionsRequired: 'A list needs at least one option',
  optionTooLong: 'An option must be at most 100 characters',
  tooManyOptions: 'A list has at most 50 options',
  optionsDiffer: 'Each option must be different',
  reasonTooLong: 'The reason must be at most 500 characters',
  // Quick contacts (docs/spec-notes.md, "Contacts").
  contactNameTooLong: 'Name must be at most 100 characters',
  emailTooLong: 'Email must be at most 254 characters',
  contactOrganisationTooLong: 'Organization must be at most 100 characters',
  contactNoteTooLong: 'Note must be at most 500 characters',
  // Account settings (docs/spec-notes.md, "Account settings").
  accountNameTooLong: 'Account Name must be at most 100 characters',
  // The first provider's setup code (docs/decisions/0016-first-provider-setup-code.md).
  setupCodeRequired: 'Enter the setup code',
  setupCodeProviderOnly: 'A setup code is for a provider login only',
  setupCodeInvalid: 'This setup code is not valid: use the newest one the server printed at its start',
  // The organisation lifecycle (docs/trust-model.md): refusals the console says in its language.
  organisationNotActive: 'Only an active organization can be suspended',
  organisationNotSuspended: 'Only a suspended organization can be reactivated',
  organisationAlreadyDeactivated: 'This organization is already deactivated',
  organisationSuspended: 'This organization is suspended by the provider',
} as const;

export type TValidationMessage = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];

/**
 * The "basic email pattern" of spec §5: something, @, and a domain of dot-separated labels none of
 * which is empty (so `x@y..com` and `x@.com` are refused).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
