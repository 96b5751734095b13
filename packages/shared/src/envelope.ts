import { z } from 'zod';

/** The error body of every refusal: `{ message, code, fieldErrors?, reason?, params? }` (ARCHITECTURE.md section 1). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** A specific refusal a client may react to (ERROR_REASONS), with its parameters. */
  reason: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The success envelope: every answer is `{ data: <payload> }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}
