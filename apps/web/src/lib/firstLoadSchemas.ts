/** Loaded by firstLoad.ts only (a chunk of its own): never import this file statically. */
import { z } from 'zod';

export {
  apiErrorSchema,
  loginResponseSchema,
  pushEventSchema,
  switchOrgResponseSchema,
  userSchema,
} from '@comptoir/shared';

/** Answer of POST /user/me/pincode. */
export const ownPincodeResultSchema = z.object({ hasPincode: z.boolean() });
