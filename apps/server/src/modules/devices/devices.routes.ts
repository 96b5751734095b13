import {
  deviceSchema,
  deviceSerialParamsSchema,
  devicesDeletedSchema,
  envelope,
  registerDeviceSchema,
} from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { tenantOf } from '../../plugins/auth';
import { devicesService } from './devices.service';

export const devicesRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  app.post(
    '/terminal/devices',
    {
      schema: {
        operationId: 'registerTerminalDevice',
        tags: ['terminal'],
        summary: 'Register a device, or refresh its versions when its serial number is known',
        body: registerDeviceSchema,
        response: { 200: envelope(deviceSchema) },
      },
    },
    async (request) => ({ data: await devicesService.register(ctx, tenantOf(request).orgId, request.body) }),
  );

  app.get(
    '/device',
    {
      config: { superUser: true },
      schema: {
        tags: ['devices'],
        summary: 'Registered devices',
        response: { 200: envelope(z.array(deviceSchema)) },
      },
    },
    async (request) => ({ data: await devicesService.list(ctx, tenantOf(request).orgId) }),
  );
  app.delete(
    '/device/:serialNumber',
    {
      config: { superUser: true },
      schema: {
        tags: ['devices'],
        summary: 'Delete a registered device (it registers again when its app next starts)',
        params: deviceSerialParamsSchema,
        response: { 200: envelope(devicesDeletedSchema) },
      },
    },
    async (request) => ({
      data: await devicesService.remove(ctx, tenantOf(request), request.params.serialNumber),
    }),
  );

  app.delete(
    '/device',
    {
      config: { superUser: true },
      schema: {
        tags: ['devices'],
        summary: 'Delete every registered device of the organisation; answers how many',
        response: { 200: envelope(devicesDeletedSchema) },
      },
    },
    async (request) => ({ data: await devicesService.removeAll(ctx, tenantOf(request)) }),
  );
};
