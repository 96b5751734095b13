import { z } from 'zod';
import { abilityCodeSchema, userTypeSchema } from './abilities';
import { managedOrganizationSchema, orgIdSchema } from './orgs';
import { userSchema } from './users';

export const loginRequestSchema = z.object({
  orgId: orgIdSchema,
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.number().int(),
  abilities: z.array(abilityCodeSchema),
  type: userTypeSchema,
  managedOrganizations: z.array(managedOrganizationSchema),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const switchOrgParamsSchema = z.object({ orgId: orgIdSchema });
export const switchOrgResponseSchema = z.object({ token: z.string(), expiresAt: z.number().int() });

/** The one message every failed login gets, whatever was wrong (user, organisation or password). */
export const LOGIN_FAILED_MESSAGE = 'Invalid organisation, username or password';
