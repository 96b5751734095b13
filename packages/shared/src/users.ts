import { z } from 'zod';
import { ABILITIES, type AbilityCode, abilityCodeSchema, USER_TYPES, type UserType, userTypeSchema } from './abilities';
import { managedOrganizationSchema, orgTypeSchema } from './orgs';
import { requiredLine } from './text-schemas';

export const APP_MODES = ['APP', 'KIOSK'] as const;
export const appModeSchema = z.enum(APP_MODES);
export type AppMode = z.infer<typeof appModeSchema>;

/**
 * A user as the API returns it. The PIN is a secret: it is stored hashed and never sent back; `hasPincode` says
 * whether one is set.
 */
export const userSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  type: userTypeSchema,
  hasPincode: z.boolean(),
  creationTimestamp: z.number().int(),
  terminalIp: z.string().nullable(),
  vwTerminalId: z.string().nullable(),
  printer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  abilities: z.array(abilityCodeSchema),
  appMode: appModeSchema,
  orgId: z.number().int(),
  organization: z.object({
    orgId: z.number().int(),
    name: z.string(),
    orgType: orgTypeSchema,
    onlineOrderWebPageEnabled: z.boolean(),
    /** IANA time zone of the organisation: calendar figures and dates are shown in it. */
    timeZone: z.string(),
  }),
  managedOrganizations: z.array(managedOrganizationSchema),
  isSuperUser: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

// ---------- User management (GET/POST/PATCH/DELETE /api/user) ----------

/** Types that drive a till with its own receipt printer: only they get a printer (document 1 section 6). */
export const PRINTER_USER_TYPES = ['REGISTER', 'MAIN'] as const satisfies readonly UserType[];
export function userTypeHasPrinter(type: UserType): boolean {
  return (PRINTER_USER_TYPES as readonly UserType[]).includes(type);
}

/** Types a console form offers; SUPER_USER only to super users. */
export const EDITABLE_USER_TYPES = ['ADMIN', 'SERVER', 'REGISTER', 'MAIN'] as const satisfies readonly UserType[];

export const PASSWORD_MIN_LENGTH = 8;
export const PINCODE_PATTERN = /^\d{4,6}$/;

export const usernameInput = requiredLine('Username', 100);

const typeInput = z.enum(USER_TYPES, { error: `Type must be one of ${USER_TYPES.join(', ')}` });

const passwordText = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password is at most 200 characters');

/** Empty or absent means "no new PIN". */
const pincodeInput = z
  .string({ error: 'PIN must be 4 to 6 digits' })
  .trim()
  .refine((v) => v === '' || PINCODE_PATTERN.test(v), 'PIN must be 4 to 6 digits')
  .nullish()
  .transform((v) => (v ? v : undefined));

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const TERMINAL_ADDRESS = new RegExp(`^(?:${OCTET}(?:\\.${OCTET}){3}|${LABEL}(?:\\.${LABEL})*)(?::\\d{1,5})?$`);

/** The card terminal's address: an IPv4 address or a host name, optionally with ':port'. */
export function isTerminalAddress(value: string): boolean {
  const port = /:(\d+)$/.exec(value)?.[1];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  const host = value.replace(/:\d+$/, '');
  // All digits and dots: it must be a real IPv4 address (no 192.168.1.300).
  if (/^[\d.]+$/.test(host) && !new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`).test(host)) return false;
  return TERMINAL_ADDRESS.test(value);
}

const TERMINAL_IP_MESSAGE = 'Enter an IP address such as 192.168.1.40';
/** Empty means none (null); absent means unchanged. */
const terminalIpInput = z
  .string({ error: TERMINAL_IP_MESSAGE })
  .trim()
  .max(100, 'Terminal IP is at most 100 characters')
  .refine((v) => v === '' || isTerminalAddress(v), TERMINAL_IP_MESSAGE)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v ? v : null));

/** A printer as a user refers to it; the name that comes with a whole user object is ignored. */
export const userPrinterRefSchema = z.object({
  id: z.number({ error: 'Choose a printer' }).int().positive('Choose a printer'),
});

const abilityInput = z.enum(ABILITIES as [AbilityCode, ...AbilityCode[]], {
  error: (issue) => `Unknown ability code: ${String(issue.input)}`,
});
const abilitiesInput = z
  .array(abilityInput, { error: 'Abilities must be a list of ability codes' })
  .transform((codes) => [...new Set(codes)]);

export const createUserSchema = z.object({
  username: usernameInput,
  password: passwordText,
  type: typeInput.default('SERVER'),
  pincode: pincodeInput,
  /** Super users only; ignored for others. */
  terminalIp: terminalIpInput,
  printer: userPrinterRefSchema.nullish(),
  abilities: abilitiesInput.default([]),
});
export type CreateUserInput = z.input<typeof createUserSchema>;
export type CreateUser = z.output<typeof createUserSchema>;

/**
 * PATCH /api/user/{userId}: the whole user object (or any part of it). Absent fields stay as they are; `password`
 * and `pincode` are set when non-empty; `pincode: null` removes the PIN; `printer: null` removes the printer; `appMode` and `terminalIp` are for super
 * users only and ignored for others.
 */
/**
 * PATCH's PIN: `null` removes the PIN (the user then has none); empty or absent leaves it unchanged; 4 to 6 digits
 * set a new one.
 */
const pincodeUpdate = z
  .string({ error: 'PIN must be 4 to 6 digits' })
  .trim()
  .refine((v) => v === '' || PINCODE_PATTERN.test(v), 'PIN must be 4 to 6 digits')
  .transform((v) => (v ? v : undefined))
  .nullish();

export const updateUserSchema = z.object({
  username: usernameInput.optional(),
  type: typeInput.optional(),
  abilities: abilitiesInput.optional(),
  printer: userPrinterRefSchema.nullish(),
  password: z
    .string({ error: 'Password must be text' })
    .max(200, 'Password is at most 200 characters')
    .refine(
      (v) => v === '' || v.length >= PASSWORD_MIN_LENGTH,
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    )
    .nullish()
    .transform((v) => (v ? v : undefined)),
  pincode: pincodeUpdate,
  appMode: appModeSchema.optional(),
  terminalIp: terminalIpInput,
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;
export type UpdateUser = z.output<typeof updateUserSchema>;

export const userIdParamsSchema = z.object({
  userId: z.coerce
    .number({ error: 'User id must be a number' })
    .int('User id must be a whole number')
    .positive('User id must be a positive number'),
});

export const deletedUserSchema = z.object({ userId: z.number().int() });

// ---------- The signed-in user's own page (/me) ----------

/** POST /user/me/password: the current password, then the new one (the other sessions end). */
export const changeOwnPasswordSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(200),
  newPassword: passwordText,
});
export type ChangeOwnPasswordInput = z.input<typeof changeOwnPasswordSchema>;
export type ChangeOwnPassword = z.output<typeof changeOwnPasswordSchema>;

/** POST /user/me/pincode: a new PIN, unique in the user's organisation. */
export const changeOwnPincodeSchema = z.object({
  pincode: z.string({ error: 'PIN must be 4 to 6 digits' }).trim().regex(PINCODE_PATTERN, 'PIN must be 4 to 6 digits'),
});
export type ChangeOwnPincodeInput = z.input<typeof changeOwnPincodeSchema>;
