import { ApiError, errorMessage } from '../../../lib/api';

/** A refused change (409) in the interface's language when the page knows why, otherwise the server's message. */
export function refusal(error: unknown, translated: string | null): string {
  return error instanceof ApiError && error.status === 409 && translated ? translated : errorMessage(error);
}
