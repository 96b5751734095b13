import { deviceSchema, deviceSerialParamsSchema, devicesDeletedSchema, registerDeviceSchema } from '@comptoir/shared';
import { z } from 'zod';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { devicesService } from './devices.service';

export const devicesRoutes = routes({ tags: ['devices'], config: { superUser: true } }, (route, ctx) => {
  route.post(
    '/terminal/devices',
    {
      config: {},
      operationId: 'registerTerminalDevice',
      tags: ['terminal'],
      summary: 'Register a device, or refresh its versions when its serial number is known',
      body: registerDeviceSchema,
      data: deviceSchema,
    },
    (request) => devicesService.register(ctx, scopeOf(request), request.body),
  );

  route.get('/device', { summary: 'Registered devices', data: z.array(deviceSchema) }, (request) =>
    devicesService.list(scopeOf(request)),
  );
  route.delete(
    '/device/:serialNumber',
    {
      summary: 'Delete a registered device (it registers again when its app next starts)',
      params: deviceSerialParamsSchema,
      data: devicesDeletedSchema,
    },
    (request) => devicesService.remove(ctx, scopeOf(request), request.params.serialNumber),
  );

  route.delete(
    '/device',
    { summary: 'Delete every registered device of the organisation; answers how many', data: devicesDeletedSchema },
    (request) => devicesService.removeAll(ctx, scopeOf(request)),
  );
});
