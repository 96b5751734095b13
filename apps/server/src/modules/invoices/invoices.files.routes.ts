import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';

/** Placeholder until the PDF, UBL and mail wiring lands (f-invoice-docs). */
export const invoiceFileRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async () => {};
