import { z } from 'zod';

/** Kitchen messages (document 3 sections 3, 5 and 7): short texts a waiter sends to the kitchen printer from a till. */

export const KITCHEN_MESSAGE_MAX_LENGTH = 200;

export const kitchenMessageSchema = z.object({
  id: z.number().int(),
  text: z.string(),
});
export type KitchenMessage = z.infer<typeof kitchenMessageSchema>;

/** POST /kitchen_message: the text, trimmed, not empty. */
export const createKitchenMessageSchema = z.object({
  text: z
    .string({ error: 'Message required' })
    .trim()
    .min(1, 'Message required')
    .max(KITCHEN_MESSAGE_MAX_LENGTH, `Message is at most ${KITCHEN_MESSAGE_MAX_LENGTH} characters`),
});
export type CreateKitchenMessageInput = z.input<typeof createKitchenMessageSchema>;

export const kitchenMessageDeletedSchema = z.object({ id: z.number().int() });
