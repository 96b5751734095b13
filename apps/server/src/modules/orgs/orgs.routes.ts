import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_MB,
  createOrganizationResponseSchema,
  createOrganizationSchema,
  hasAbility,
  organizationSettingsSchema,
  orgIdSchema,
  updateOrganizationSchema,
  uploadLogoResponseSchema,
} from '@comptoir/shared';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { scopeOf } from '../../plugins/auth';
import { routes, sendPublicImage } from '../../plugins/route-kit';
import { cleanUpload } from '../images/images.service';
import { logoStorage } from './orgs.logo';
import { orgsService } from './orgs.service';

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', `The file exceeds the ${ATTACHMENT_MAX_MB} MB limit`);
const NOT_AN_IMAGE_LOGO = 'Only PNG, JPEG, GIF or WebP images can be attached';

/**
 * GET and PATCH /org serve the settings page (ACCOUNTS_SETTINGS) and the website page (ACCOUNT_WEBSITE); the service
 * limits a website-only user to the website fields.
 */
const settingsOrWebsite = async (request: FastifyRequest) => {
  const { user } = scopeOf(request);
  if (!hasAbility(user, 'ACCOUNTS_SETTINGS') && !hasAbility(user, 'ACCOUNT_WEBSITE')) {
    throw forbidden('This needs the ACCOUNTS_SETTINGS or ACCOUNT_WEBSITE ability', undefined, {
      reason: 'MISSING_ABILITY',
      params: { abilities: 'ACCOUNTS_SETTINGS, ACCOUNT_WEBSITE' },
    });
  }
};

export const orgsRoutes = routes({ tags: ['organisation'] }, async (route, ctx, app) => {
  // Multipart parsing exists in this module only: the logo upload is the one route that takes a file.
  await app.register(multipart, {
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  route.get(
    '/org',
    {
      onRequest: settingsOrWebsite,
      summary: 'The organisation of the session with every setting (defaults filled in)',
      data: organizationSettingsSchema,
    },
    (request) => orgsService.get(scopeOf(request)),
  );

  route.patch(
    '/org',
    {
      onRequest: settingsOrWebsite,
      summary:
        'Change some settings. Super-user-only fields changed by anyone else answer 403; shiftAutoClose off clears ' +
        'shiftHours and empty shiftHours turns shiftAutoClose off.',
      body: updateOrganizationSchema,
      data: organizationSettingsSchema,
    },
    (request) => orgsService.update(ctx, scopeOf(request), request.body),
  );

  route.post(
    '/org/create',
    {
      config: { superUser: true },
      summary: 'Create an organisation (super user); the creator manages it',
      body: createOrganizationSchema,
      data: createOrganizationResponseSchema,
    },
    (request) => orgsService.create(ctx, scopeOf(request), request.body),
  );

  route.post(
    '/org/logo',
    {
      config: { ability: 'ACCOUNTS_SETTINGS' },
      // The file's 2 MB plus room for the multipart envelope (the file part itself is limited to 2 MB above).
      bodyLimit: ATTACHMENT_MAX_BYTES + 64 * 1024,
      summary: `Attach the ticket logo (multipart field "file": PNG, JPEG, GIF or WebP, at most ${ATTACHMENT_MAX_MB} MB)`,
      consumes: ['multipart/form-data'],
      data: uploadLogoResponseSchema,
    },
    async (request) => {
      const tenant = scopeOf(request);
      if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data', { file: 'Required' });
      let data: Buffer;
      try {
        const part = await request.file();
        if (!part) throw badRequest('Attach an image file', { file: 'Required' });
        data = await part.toBuffer();
      } catch (error) {
        if (error instanceof AppError) throw error;
        const e = error as { code?: string; statusCode?: number };
        if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413) throw tooLarge();
        throw badRequest('The upload could not be read; attach one image file', { file: 'Invalid upload' });
      }
      // Decoded and encoded again: only pixels are kept (no polyglot, no GPS or camera metadata).
      const clean = await cleanUpload(data, { notAnImage: NOT_AN_IMAGE_LOGO });
      const publicPath = await logoStorage.save(ctx, scopeOf(request), clean.data, clean.kind);
      try {
        const organization = await orgsService.setLogo(ctx, tenant, publicPath);
        return { ticketLogoImageUrl: publicPath, organization };
      } catch (error) {
        await logoStorage.remove(ctx, scopeOf(request), publicPath);
        throw error;
      }
    },
  );

  route.reply(
    'get',
    '/org/logo/:orgId/:file',
    {
      // Public: printers and terminals fetch the logo without a session. Names are random and unguessable.
      config: { public: true },
      summary: 'An uploaded ticket logo',
      params: z.object({ orgId: orgIdSchema, file: z.string().max(100) }),
    },
    async (request, reply) => {
      const found = await logoStorage.read(ctx, request.params.orgId, request.params.file);
      if (!found) throw notFound('Logo');
      return sendPublicImage(reply, found.mime, found.data);
    },
  );
});
