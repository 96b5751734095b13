import { ERROR_CODES, type ErrorCode } from '@comptoir/shared';

/** An error the client may see: status, stable code, English message and optional field messages. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_CODES[code];
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const conflict = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError('CONFLICT', message, fieldErrors);
export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError('VALIDATION', message, fieldErrors);
export const unauthenticated = (message = 'Your session has expired, please sign in again') =>
  new AppError('UNAUTHENTICATED', message);
