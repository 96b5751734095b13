import type { ApiErrorBody } from '@comptoir/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

function fieldErrorsOf(error: FastifyError & { validation?: { instancePath?: string; message?: string }[] }) {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
    fieldErrors[field] ??= issue.message ?? 'Invalid value';
  }
  return fieldErrors;
}

/**
 * One error format on every route: `{ message, code, fieldErrors?, reason?, params? }` (ARCHITECTURE.md section 1).
 * Unknown routes under /api answer 404 JSON; other unknown paths are left to the web plugin (SPA fallback).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ApiErrorBody = { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' };
    if (error instanceof AppError) {
      status = error.status;
      body = {
        message: error.message,
        code: error.code,
        ...(error.fieldErrors && { fieldErrors: error.fieldErrors }),
        ...(error.reason && { reason: error.reason }),
        ...(error.params && { params: error.params }),
      };
    } else if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const fieldErrors = fieldErrorsOf(error);
      const fields = Object.keys(fieldErrors).join(', ');
      body = { message: `Invalid input: ${fields}`, code: 'VALIDATION', fieldErrors };
      status = 400;
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    } else if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      status = 413;
      body = { message: 'The request is too large', code: 'PAYLOAD_TOO_LARGE' };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { message: 'Too many requests, please wait a moment', code: 'RATE_LIMITED' };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, empty body...
      status = error.statusCode;
      body = { message: error.message, code: status === 404 ? 'NOT_FOUND' : 'VALIDATION' };
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
});
