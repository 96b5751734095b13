import { z } from 'zod';
import { isPhoneNumber, normalizePhoneNumber, PHONE_NUMBER_PATTERN } from './phone';
import { COUNTRY_CODE_PATTERN, normalizeVatNumber, VAT_MESSAGES, vatNumberProblem } from './vat';

/**
 * Clients (document 3 sections 3, 5 and 7): the organisation's customer directory, used for invoices.
 * Validation is exactly section 5's: name required; phone required, an optional + then 10 to 15 digits; email
 * required and shaped like an address; business defaults to no; when business, VAT required, two letters then 9 to
 * 12 digits, case-insensitive. Other fields are unchecked (only bounded in length).
 */
export type ClientMessages = Record<keyof typeof CLIENT_MESSAGES, string>;

/** The server's English texts; the console passes i18n keys named after the spec's message keys (erName...). */
export const CLIENT_MESSAGES = {
  erName: 'Name is required',
  erPhone: 'Phone number is required',
  erPhone2: 'Phone number must be an optional + followed by 10 to 15 digits',
  erMail: 'Email is required',
  erMail2: 'Email must look like name@example.com',
  erVat: 'VAT number is required for a business',
  erVat2: VAT_MESSAGES.format,
  /** Issue 21: Belgian numbers are checked with mod 97, French ones by format (packages/shared vat.ts). */
  erVatBe: VAT_MESSAGES.belgianFormat,
  erVatBeCheck: VAT_MESSAGES.belgianCheck,
  erVatFr: VAT_MESSAGES.frenchFormat,
  erCountry: 'Country must be a two-letter ISO code such as BE or FR',
} as const;

/** The phone rule on the normalised number (phone.ts: spaces, dots, dashes, slashes and brackets taken out). */
export const CLIENT_PHONE_PATTERN = PHONE_NUMBER_PATTERN;
export const CLIENT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The format of a normalised VAT number (any country); Belgian and French numbers are checked further (vat.ts). */
export const CLIENT_VAT_PATTERN = /^[A-Z]{2}[0-9A-Z]{8,12}$/;

/** Where a client record came from: typed in the console, or sent by a till with an invoice request. */
export const CLIENT_DATA_SOURCES = ['CONSOLE', 'POS'] as const;
export const CLIENT_LANGUAGES = ['en', 'fr', 'nl'] as const;
export const clientLanguageSchema = z.enum(CLIENT_LANGUAGES);

const text = (max: number) => z.string().trim().max(max).optional().default('');

const clientFieldsObject = (m: ClientMessages) =>
  z.object({
    name: z.string({ error: m.erName }).trim().max(200).optional().default(''),
    // Normalised (no spaces, dots, dashes, slashes or brackets) before the rule checks it and before it is stored.
    phoneNumber: z.string({ error: m.erPhone }).trim().max(50).optional().default('').transform(normalizePhoneNumber),
    email: z.string({ error: m.erMail }).trim().max(320).optional().default(''),
    street: text(200),
    number: text(20),
    box: text(20),
    zipCode: text(20),
    city: text(100),
    business: z.boolean().optional().default(false),
    // Normalised (upper case, no spaces, dots or dashes) before the rules check it and before it is stored.
    vat: z
      .string()
      .trim()
      .max(50)
      .nullable()
      .optional()
      .default('')
      .transform((v) => (v ? normalizeVatNumber(v) : '')),
    /** ISO country code of the address; '' lets the server choose (the VAT number's prefix, else the organisation's). */
    country: z
      .string()
      .trim()
      .max(50)
      .optional()
      .default('')
      .transform((v) => v.toUpperCase()),
    extraInfo: text(1000),
    /** The language invoices and reminders are written in for this client; null: the organisation's. */
    language: clientLanguageSchema.nullable().optional().default(null),
  });

type RuleFields = Pick<
  z.output<ReturnType<typeof clientFieldsObject>>,
  'name' | 'phoneNumber' | 'email' | 'business' | 'vat' | 'country'
>;

const VAT_PROBLEM_KEYS = {
  format: 'erVat2',
  belgianFormat: 'erVatBe',
  belgianCheck: 'erVatBeCheck',
  frenchFormat: 'erVatFr',
} as const satisfies Record<string, keyof ClientMessages>;

/** Section 5's rules, each with its message key. */
const clientRules = (m: ClientMessages) => (v: RuleFields, ctx: z.RefinementCtx) => {
  const issue = (path: string, key: keyof ClientMessages) =>
    ctx.addIssue({ code: 'custom', path: [path], message: m[key] });
  if (!v.name) issue('name', 'erName');
  if (!v.phoneNumber) issue('phoneNumber', 'erPhone');
  else if (!isPhoneNumber(v.phoneNumber)) issue('phoneNumber', 'erPhone2');
  if (!v.email) issue('email', 'erMail');
  else if (!CLIENT_EMAIL_PATTERN.test(v.email)) issue('email', 'erMail2');
  // Any VAT number given is checked (it is printed on invoices and sent to Peppol), not only a business's.
  if (v.business && !v.vat) issue('vat', 'erVat');
  else if (v.vat) {
    const problem = vatNumberProblem(v.vat);
    if (problem) issue('vat', VAT_PROBLEM_KEYS[problem]);
  }
  if (v.country && !COUNTRY_CODE_PATTERN.test(v.country)) issue('country', 'erCountry');
};

export const makeClientFieldsSchema = (m: ClientMessages) => clientFieldsObject(m).superRefine(clientRules(m));

/** POST /client_data: a client without id (a clientDataId or dataSource sent is ignored). */
export const clientFieldsSchema = makeClientFieldsSchema(CLIENT_MESSAGES);
export type ClientFieldsInput = z.input<typeof clientFieldsSchema>;
export type ClientFields = z.output<typeof clientFieldsSchema>;
export const createClientSchema = clientFieldsSchema;

/** PATCH /client_data: the client with its clientDataId and dataSource (the stored source is kept). */
export const updateClientSchema = clientFieldsObject(CLIENT_MESSAGES)
  .extend({
    clientDataId: z.number({ error: 'clientDataId is required' }).int().positive(),
    dataSource: z.string().max(30).optional(),
  })
  .superRefine(clientRules(CLIENT_MESSAGES));

export const clientSchema = z.object({
  clientDataId: z.number().int(),
  name: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  street: z.string(),
  number: z.string(),
  box: z.string(),
  zipCode: z.string(),
  city: z.string(),
  business: z.boolean(),
  vat: z.string(),
  /** ISO 3166-1 alpha-2 (issue 21): the VAT number's country, else the organisation's, unless typed in. */
  country: z.string(),
  extraInfo: z.string(),
  language: clientLanguageSchema.nullable(),
  dataSource: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

/** GET /client_data?all=true (the spec always sends all=true: every client, newest last). */
export const clientListQuerySchema = z.object({ all: z.string().optional() });

/** Normal form of a VAT number: no spaces, dots or dashes, upper case (vat.ts). */
export const normalizeVat = normalizeVatNumber;
