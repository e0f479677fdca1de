import { z } from 'zod';
import { DEFAULT_DID_METHOD, PHONE_MIN_DIGITS } from '../constants';
import { isDid } from '../did';
import { EMAIL_PATTERN, VALIDATION_MESSAGES as M } from './messages';
import { phoneDigitCount } from './organisation-signup';
import { ZText } from './text';

/**
 * User-defined fields (docs/architecture.md, Custom field types): a scheme's fields, from which the
 * server and the console build the same validator for the values a requester enters.
 */
export const FIELD_KINDS = ['text', 'number', 'date', 'email', 'phone', 'did', 'list'] as const;
export type TFieldKind = (typeof FIELD_KINDS)[number];

export const ZFieldDefinition = z.object({
  /** The key of the value in the submitted object. */
  name: ZText().trim().min(1),
  label: ZText().trim().min(1),
  kind: z.enum(FIELD_KINDS),
  isRequired: z.boolean(),
  /** The choices of a 'list' field. */
  options: z.array(ZText().trim().min(1)).optional(),
});
export type TFieldDefinition = z.infer<typeof ZFieldDefinition>;

/**
 * Messages of user-defined fields. The spec's own messages (VALIDATION_MESSAGES) where it has
 * them — a DID, a date, an e-mail — and these, naming the field, where it has none.
 */
export const FIELD_MESSAGES = {
  required: (label: string) => `${label} is required`,
  notANumber: (label: string) => `${label} must be a number`,
  phoneTooShort: (label: string) => `${label} must be at least ${PHONE_MIN_DIGITS} digits`,
  notAnOption: (label: string) => `${label} must be one of the options`,
} as const;

/** A calendar day, YYYY-MM-DD, that exists (30 February does not). */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function valueSchema(field: TFieldDefinition, didMethod: string): z.ZodType<unknown, string> {
  const text = ZText().trim();
  switch (field.kind) {
    case 'text':
      return text;
    case 'number':
      return text
        .refine(
          (value) => value !== '' && Number.isFinite(Number(value)),
          FIELD_MESSAGES.notANumber(field.label),
        )
        .transform(Number);
    case 'date':
      return text.refine(isCalendarDay, M.dateInvalid);
    case 'email':
      return text.regex(EMAIL_PATTERN, M.emailInvalid).transform((email) => email.toLowerCase());
    case 'phone':
      return text.refine(
        (phone) => phoneDigitCount(phone) >= PHONE_MIN_DIGITS,
        FIELD_MESSAGES.phoneTooShort(field.label),
      );
    case 'did':
      return text.refine((did) => isDid(did, didMethod), M.didInvalid);
    case 'list':
      return text.refine(
        (choice) => (field.options ?? []).includes(choice),
        FIELD_MESSAGES.notAnOption(field.label),
      );
  }
}

/**
 * One field: a blank value is refused with only its "required" message when the field is
 * required, and is left out (undefined) when it is not; anything else must pass the kind's rule.
 */
function fieldSchema(field: TFieldDefinition, didMethod: string) {
  const blank = (value: unknown) =>
    value === undefined || value === null || (typeof value === 'string' && !value.trim());
  const rule = valueSchema(field, didMethod);
  const requiredMessage = FIELD_MESSAGES.required(field.label);
  const schema = z
    .unknown()
    .superRefine((value, ctx) => {
      if (blank(value) && field.isRequired)
        ctx.addIssue({ code: 'custom', message: requiredMessage, abort: true });
    })
    .transform((value, ctx) => {
      if (blank(value)) return undefined;
      // Form values are text; a number or boolean sent by another client is read as its text.
      const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
      const parsed = rule.safeParse(text);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
  // An optional key may be missing or come back undefined.
  return field.isRequired ? schema : schema.optional();
}

/** The validator of the values entered for these fields: one key per field name. */
export function fieldsToZod(fields: readonly TFieldDefinition[], didMethod = DEFAULT_DID_METHOD) {
  return z.object(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field, didMethod)])));
}

export type TFieldValues = Record<string, string | undefined>;
