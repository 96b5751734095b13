import {
  type CashdroProtocol,
  configJsonOf,
  configOf,
  DEFAULT_INTEGRATION_ADDRESS,
  DEVICE_ADDRESS_MESSAGE,
  INTEGRATION_TYPES,
  type Integration,
  type IntegrationBodyInput,
  type IntegrationType,
  isDeviceAddress,
  protocolOf,
  stripProtocol,
} from '@comptoir/shared';
import { z } from 'zod';

/**
 * The dialog's values (document 3 sections 4, 5 and 7): the type decides which fields show. Section 5 says "no
 * validation"; issue 23 adds one rule, the shared one of the server: the address is a host or IP address with an
 * optional :port (and /path for a CashDro), so it can only become an http(s) link (decision 76). `userId` null is
 * the current user.
 */
export const integrationFormSchema = z
  .object({
    type: z.enum(INTEGRATION_TYPES),
    userId: z.number().int().nullable(),
    protocol: z.enum(['https', 'http']),
    address: z.string(),
    username: z.string(),
    /** Empty keeps the stored password. */
    password: z.string(),
    localPrint: z.boolean(),
  })
  .superRefine((form, ctx) => {
    if (!isDeviceAddress(stripProtocol(form.address), form.type === 'CASHDRO'))
      ctx.addIssue({ code: 'custom', path: ['address'], message: DEVICE_ADDRESS_MESSAGE });
  });
export type IntegrationForm = z.infer<typeof integrationFormSchema>;

/** A new integration (CASHDRO, https, a local-network address prefix, the current user), or the one edited. */
export function formOf(integration: Integration | null): IntegrationForm {
  if (!integration)
    return {
      type: 'CASHDRO',
      userId: null,
      protocol: 'https',
      address: DEFAULT_INTEGRATION_ADDRESS,
      username: '',
      password: '',
      localPrint: false,
    };
  const config = configOf(integration);
  return {
    type: integration.type,
    userId: integration.userId,
    protocol: protocolOf(config.ip),
    address: stripProtocol(config.ip),
    username: config.username,
    password: '',
    localPrint: config.localPrint,
  };
}

/** The address typed or pasted: a prefix is dropped, and an http(s):// one chooses the protocol (section 5). */
export function typedAddress(text: string, protocol: CashdroProtocol): { address: string; protocol: CashdroProtocol } {
  return /^\s*https?:\/\//i.test(text)
    ? { address: stripProtocol(text), protocol: protocolOf(text) }
    : { address: text, protocol };
}

/** The body sent: the form packed into configJson as the spec says. */
export function bodyOf(form: IntegrationForm): IntegrationBodyInput {
  return {
    userId: form.userId,
    type: form.type,
    configJson: configJsonOf(form.type, {
      protocol: form.protocol,
      address: form.address,
      username: form.username,
      password: form.password,
      localPrint: form.localPrint,
    }),
  };
}

export const typeLabelKey = (type: IntegrationType) => `types.${type}` as const;
