import { z } from 'zod';

/** Stable error codes of the error body `{ message, code, fieldErrors? }` (ARCHITECTURE.md section 1). */
export const ERROR_CODES = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PRINTER_UNREACHABLE: 502,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The success envelope: every answer is `{ data: <payload> }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}
