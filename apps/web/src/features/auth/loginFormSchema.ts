/** The sign-in form's schema; LoginForm loads it on first use (lib/firstLoad.ts says why): never import it statically. */
import { loginRequestSchema } from '@comptoir/shared';
import { z } from 'zod';

/** The shared login request with the console's messages; the organisation id is typed as text. */
export const loginFormSchema = loginRequestSchema.extend({
  username: z.string().trim().min(1, 'auth:validation.username').max(100),
  password: z.string().min(1, 'auth:validation.password').max(200),
  orgId: z
    .string()
    .trim()
    .regex(/^0*[1-9]\d{0,9}$/, 'auth:validation.orgId')
    .transform(Number),
});
