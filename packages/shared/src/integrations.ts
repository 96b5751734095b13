import { z } from 'zod';
import { OUTBOUND_REFUSALS } from './outbound';
import { DEVICE_ADDRESS_MESSAGE, isDeviceAddress } from './text';

/**
 * External integrations (document 3 sections 2, 3, 4, 5 and 7): payment devices a user's till talks to. The type
 * controls the configuration: CASHDRO (a cash machine: address with protocol, username, password), CCV_OPI (a card
 * terminal: address, local print). The configuration travels as `configJson`, a text holding JSON:
 *   CASHDRO: { "ip": "https://192.168.1.20", "username": "...", "password": "..." }
 *   CCV_OPI: { "ip": "192.168.1.30", "localPrint": true }
 * The CashDro password is a secret: stored encrypted, never answered; `passwordSet` says that one is stored.
 */
export const INTEGRATION_TYPES = ['CASHDRO', 'CCV_OPI'] as const;
export const integrationTypeSchema = z.enum(INTEGRATION_TYPES);
export type IntegrationType = z.infer<typeof integrationTypeSchema>;

export const CASHDRO_PROTOCOLS = ['https', 'http'] as const;
export type CashdroProtocol = (typeof CASHDRO_PROTOCOLS)[number];

/** The dialog's default address: the start of a local network address (section 5). */
export const DEFAULT_INTEGRATION_ADDRESS = '192.168.';
export const INTEGRATION_ADDRESS_MAX = 255;
export const INTEGRATION_USERNAME_MAX = 100;
export const INTEGRATION_PASSWORD_MAX = 200;

const PROTOCOL_PREFIX = /^\s*https?:\/\//i;

/** The address without any http(s):// prefix (section 5), trimmed. */
export const stripProtocol = (address: string) => address.replace(PROTOCOL_PREFIX, '').trim();

/** The protocol an address names: http when it starts with http://, else https (the default). */
export const protocolOf = (address: string): CashdroProtocol => (/^\s*http:\/\//i.test(address) ? 'http' : 'https');

/** The address of a CashDro as stored: the chosen protocol, then the address without any prefix. */
export const cashdroAddress = (protocol: CashdroProtocol, address: string) => `${protocol}://${stripProtocol(address)}`;

export interface CashdroConfig {
  ip: string;
  username: string;
  /** Only in requests: absent or empty keeps the stored password. */
  password?: string;
}
export interface CcvOpiConfig {
  ip: string;
  localPrint: boolean;
}
export type IntegrationConfig = CashdroConfig | CcvOpiConfig;

const configObject = z.object({
  ip: z.string().max(INTEGRATION_ADDRESS_MAX, `Address is at most ${INTEGRATION_ADDRESS_MAX} characters`),
  username: z.string().max(INTEGRATION_USERNAME_MAX, `Username is at most ${INTEGRATION_USERNAME_MAX} characters`),
  password: z.string().max(INTEGRATION_PASSWORD_MAX, `Password is at most ${INTEGRATION_PASSWORD_MAX} characters`),
  localPrint: z.boolean(),
});

/**
 * The configuration a request sends, as the spec packs it: `configJson` (a JSON text; an object is accepted too).
 * Fields of the other type are dropped; the address loses any http(s):// prefix and, for CASHDRO, gets the protocol
 * it named (https when none).
 */
export function packConfig(type: IntegrationType, raw: Record<string, unknown>): IntegrationConfig {
  const ip = typeof raw.ip === 'string' ? raw.ip : '';
  if (type === 'CASHDRO') {
    const out: CashdroConfig = {
      ip: cashdroAddress(protocolOf(ip), ip),
      username: typeof raw.username === 'string' ? raw.username.trim() : '',
    };
    if (typeof raw.password === 'string' && raw.password !== '') out.password = raw.password;
    return out;
  }
  return { ip: stripProtocol(ip), localPrint: raw.localPrint === true };
}

/** The form's values packed into configJson (section 7: "the form sends ip, username, password and localPrint"). */
export function configJsonOf(
  type: IntegrationType,
  form: { protocol: CashdroProtocol; address: string; username: string; password: string; localPrint: boolean },
): string {
  return JSON.stringify(
    type === 'CASHDRO'
      ? packConfig(type, { ...form, ip: cashdroAddress(form.protocol, form.address) })
      : packConfig(type, { ip: form.address, localPrint: form.localPrint }),
  );
}

const CONFIG_NOT_OBJECT = 'configJson must hold a JSON object';

/** POST /integrations and PATCH /integrations/{id}: id and orgId are ignored (the path and the session decide). */
export const integrationBodySchema = z
  .object({
    id: z.unknown().optional(),
    orgId: z.unknown().optional(),
    /** Absent or null: the current user. */
    userId: z.number().int().positive().nullable().optional(),
    type: integrationTypeSchema.optional().default('CASHDRO'),
    configJson: z
      .union([z.string(), z.record(z.string(), z.unknown())])
      .optional()
      .default('{}'),
  })
  .transform((v, ctx) => {
    let raw: unknown = v.configJson;
    if (typeof raw === 'string') {
      try {
        raw = raw.trim() ? JSON.parse(raw) : {};
      } catch {
        raw = undefined;
      }
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      ctx.addIssue({ code: 'custom', path: ['configJson'], message: CONFIG_NOT_OBJECT });
      return z.NEVER;
    }
    const typed = configObject.partial().safeParse(raw);
    if (!typed.success) {
      for (const issue of typed.error.issues)
        ctx.addIssue({ code: 'custom', path: ['configJson', ...issue.path.map(String)], message: issue.message });
      return z.NEVER;
    }
    const config = packConfig(v.type, typed.data);
    if (!isDeviceAddress(stripProtocol(config.ip), v.type === 'CASHDRO')) {
      ctx.addIssue({ code: 'custom', path: ['configJson', 'ip'], message: DEVICE_ADDRESS_MESSAGE });
      return z.NEVER;
    }
    return { userId: v.userId ?? null, type: v.type, config };
  });
export type IntegrationBodyInput = z.input<typeof integrationBodySchema>;
export type IntegrationBody = z.output<typeof integrationBodySchema>;

export const integrationSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  userId: z.number().int(),
  /** The user it is assigned to. */
  user: z.object({ username: z.string() }).nullable(),
  type: integrationTypeSchema,
  /** The configuration without the password. */
  configJson: z.string(),
  /** A CashDro password is stored (it is never answered). */
  passwordSet: z.boolean(),
});
export type Integration = z.infer<typeof integrationSchema>;

/** The configuration of an answered integration, read from its configJson. */
export function configOf(integration: Pick<Integration, 'configJson'>): {
  ip: string;
  username: string;
  localPrint: boolean;
} {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(integration.configJson);
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    // An unreadable configuration shows as empty.
  }
  return {
    ip: typeof raw.ip === 'string' ? raw.ip : '',
    username: typeof raw.username === 'string' ? raw.username : '',
    localPrint: raw.localPrint === true,
  };
}

export const integrationDeletedSchema = z.object({ id: z.number().int() });

/** A user an integration may be assigned to (GET /integrations/users). */
export const integrationUserChoiceSchema = z.object({ userId: z.number().int(), username: z.string() });
export type IntegrationUserChoice = z.infer<typeof integrationUserChoiceSchema>;

/**
 * Why a connection test did not succeed: a fixed set (issue 23), never the socket's or the parser's own words.
 * NO_ADDRESS and INVALID_ADDRESS: nothing was tried; NOT_ALLOWED: the outbound policy refused the target (`refusal`
 * says why) and nothing was tried; REFUSED: the connection failed; TIMEOUT: no answer in time; BAD_ANSWER: something
 * answered, but not as the device should (an HTTP status other than 2xx, not HTTP, a failed TLS handshake).
 */
export const CONNECTION_FAILURES = [
  'NO_ADDRESS',
  'INVALID_ADDRESS',
  'NOT_ALLOWED',
  'REFUSED',
  'TIMEOUT',
  'BAD_ANSWER',
] as const;
export type ConnectionFailure = (typeof CONNECTION_FAILURES)[number];

/** POST /integrations/{id}/test: whether the device answered at its address within the time limit. */
export const connectionTestSchema = z.object({
  reachable: z.boolean(),
  /** What was tried: http(s)://address for a CashDro, host:port (TCP) for a CCV OPI terminal. */
  target: z.string(),
  /** Set when not reachable. */
  reason: z.enum(CONNECTION_FAILURES).nullable(),
  /** With NOT_ALLOWED: why the outbound policy refused the target. */
  refusal: z.enum(OUTBOUND_REFUSALS).nullable(),
  /** The HTTP status a CashDro answered (only 2xx is reachable). */
  httpStatus: z.number().int().nullable(),
  /** Time spent; 0 when nothing was tried (NO_ADDRESS, INVALID_ADDRESS, NOT_ALLOWED). */
  elapsedMs: z.number().int(),
});
export type ConnectionTest = z.infer<typeof connectionTestSchema>;
