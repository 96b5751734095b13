import { z } from 'zod';
import { abilityCodeSchema, userTypeSchema } from './abilities';
import { managedOrganizationSchema, orgTypeSchema } from './orgs';

export const APP_MODES = ['APP', 'KIOSK'] as const;
export const appModeSchema = z.enum(APP_MODES);

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
