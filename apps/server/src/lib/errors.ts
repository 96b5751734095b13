import { ERROR_CODES, type ErrorCode, type ErrorReason, type ErrorReasonParams } from '@comptoir/shared';

/** A specific refusal a client reacts to (packages/shared ERROR_REASONS), with the params that reason carries. */
export type Refusal = { [R in ErrorReason]: { reason: R; params?: ErrorReasonParams[R] } }[ErrorReason];

/** An error the client may see: status, stable code, English message, optional field messages and refusal reason. */
export class AppError extends Error {
  readonly status: number;
  readonly reason?: ErrorReason;
  readonly params?: Record<string, string | number>;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    refusal?: Refusal,
  ) {
    super(message);
    this.status = ERROR_CODES[code];
    if (refusal) {
      this.reason = refusal.reason;
      if (refusal.params && Object.keys(refusal.params).length) {
        this.params = refusal.params as Record<string, string | number>;
      }
    }
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (
  message = 'You are not allowed to do this',
  fieldErrors?: Record<string, string>,
  refusal?: Refusal,
) => new AppError('FORBIDDEN', message, fieldErrors, refusal);
export const conflict = (message: string, fieldErrors?: Record<string, string>, refusal?: Refusal) =>
  new AppError('CONFLICT', message, fieldErrors, refusal);
export const badRequest = (message: string, fieldErrors?: Record<string, string>, refusal?: Refusal) =>
  new AppError('VALIDATION', message, fieldErrors, refusal);
export const unauthenticated = (message = 'Your session has expired, please sign in again') =>
  new AppError('UNAUTHENTICATED', message);
