import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../context';

/** A feature module: its routes are mounted under /api with the server context. */
export interface Module {
  name: string;
  routes: FastifyPluginAsyncZod<{ ctx: ServerContext }>;
}
