import { z } from 'zod';

export const ORG_TYPES = ['RESTAURANT', 'RETAIL'] as const;
export const orgTypeSchema = z.enum(ORG_TYPES);

export const orgIdSchema = z.coerce
  .number({ error: 'Organisation id must be a number' })
  .int('Organisation id must be a whole number')
  .positive('Organisation id must be a positive number');

/** An organisation as a user sees it in the switcher: "name - orgId". */
export const managedOrganizationSchema = z.object({ orgId: z.number().int(), name: z.string() });
export type ManagedOrganization = z.infer<typeof managedOrganizationSchema>;

/** Identity of an organisation (document 1 section 3); the settings come with the settings issue. */
export const organizationSchema = z.object({
  orgId: z.number().int(),
  name: z.string(),
  orgType: orgTypeSchema,
  timeZone: z.string(),
  onlineOrderWebPageEnabled: z.boolean(),
  onlineOrderOpen: z.boolean(),
  parentOrgId: z.number().int().nullable(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const DEFAULT_TIME_ZONE = 'Europe/Brussels';
