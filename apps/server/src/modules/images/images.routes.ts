import {
  hasAbility,
  IMAGE_MAX_BYTES,
  IMAGE_ORG_HEADER,
  IMAGE_UPLOAD_ABILITIES,
  idParam,
  imageDeletedSchema,
  imageSchema,
  presignQuerySchema,
  presignResponseSchema,
} from '@comptoir/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { THUMBNAIL_SIZE } from '../../lib/image-processing';
import { scopeOf } from '../../plugins/auth';
import { routes, sendPublicImage } from '../../plugins/route-kit';
import { imagesService as service } from './images.service';
import { IMAGE_KEY_PATTERN, imageStorage, readImage, thumbnailKey } from './images.storage';

const fileParams = z.object({
  orgId: z.string().regex(/^\d{1,10}$/, 'Organisation id must be a number'),
  name: z.string().max(100),
});

/** Every page that sets an image may upload one and choose from the library; deleting needs ACCOUNT_IMAGE. */
async function canUseImages(request: FastifyRequest): Promise<void> {
  const { user } = scopeOf(request);
  if (!IMAGE_UPLOAD_ABILITIES.some((code) => hasAbility(user, code))) {
    throw forbidden('This needs the ACCOUNT_IMAGE ability');
  }
}

/** The server's own address as the client reached it (https behind a proxy when TRUST_PROXY is set). */
function originOf(request: FastifyRequest): string {
  const host = request.host;
  if (!/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host)) throw badRequest('Invalid Host header');
  return `${request.protocol}://${host}`;
}

/** The image library and uploads by presigned address (document 2 section 7). */
export const imagesRoutes = routes({ tags: ['images'] }, (route, ctx, app) => {
  // Raw image bodies, in this module only: the upload address takes the file as it is (like S3's PUT).
  app.addContentTypeParser(
    /^image\/[a-z0-9.+-]+$/i,
    { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  route.get(
    '/image',
    { onRequest: canUseImages, summary: 'The image library, newest first', data: z.array(imageSchema) },
    (request) => service.list(scopeOf(request)),
  );

  route.get(
    '/image/presign',
    {
      onRequest: canUseImages,
      summary:
        'An upload address for one image (valid 5 minutes): PUT the file there with its Content-Type and ' +
        `${IMAGE_ORG_HEADER}: <orgId>; the image address is presignedURL without its query`,
      querystring: presignQuerySchema,
      data: presignResponseSchema,
    },
    (request) => service.presign(ctx, scopeOf(request), request.query.fileName, originOf(request)),
  );

  route.post(
    '/image/:imageId/complete',
    {
      onRequest: canUseImages,
      summary:
        'After the file was PUT to its presigned address: checks it (2 MB, PNG/JPEG/GIF/WebP, decoded and encoded ' +
        'again, metadata dropped), makes its thumbnail and adds it to the library. Needed with S3 storage; an image ' +
        'already uploaded through this server answers as it is',
      params: idParam('imageId'),
      data: imageSchema,
    },
    (request) => service.complete(ctx, scopeOf(request), request.params.imageId),
  );

  route.delete(
    '/image/:imageId',
    {
      config: { ability: 'ACCOUNT_IMAGE' },
      summary: 'Delete an image of the library (and its file)',
      params: idParam('imageId'),
      data: imageDeletedSchema,
    },
    (request) => service.remove(ctx, scopeOf(request), request.params.imageId),
  );

  route.put(
    '/image/o/:orgId/:name',
    {
      // The signature in the address is the authorisation (no session): checked before the body is read.
      config: { public: true },
      bodyLimit: IMAGE_MAX_BYTES,
      onRequest: async (request) => {
        const { orgId, name } = request.params as { orgId: string; name: string };
        const query = request.query as Record<string, unknown>;
        service.checkUpload(ctx, {
          key: `${orgId}/${name}`,
          expires: query.expires,
          signature: query.signature,
          orgHeader: request.headers[IMAGE_ORG_HEADER],
          contentLength: request.headers['content-length'],
        });
      },
      operationId: 'uploadImageFile',
      summary: 'Upload the file of a presigned address (PNG, JPEG, GIF or WebP by content, at most 2 MB; SVG refused)',
      params: fileParams,
      querystring: z.object({ expires: z.string(), signature: z.string() }),
      data: imageSchema,
    },
    async (request) => {
      const { orgId, name } = request.params;
      const key = `${orgId}/${name}`;
      if (!IMAGE_KEY_PATTERN.test(key)) throw notFound('Upload address');
      if (!Buffer.isBuffer(request.body)) {
        throw badRequest('Send the file with its image Content-Type', { file: 'Required' });
      }
      return service.receive(ctx, Number(orgId), key, request.body);
    },
  );

  route.reply(
    'get',
    '/image/o/:orgId/:name',
    {
      // Public, like a public-read bucket: the web shop, tills and printers fetch images. Names are random.
      config: { public: true },
      operationId: 'getImageFile',
      summary: 'An image file, with its own type',
      params: fileParams,
    },
    async (request, reply) => {
      const key = `${request.params.orgId}/${request.params.name}`;
      const found = IMAGE_KEY_PATTERN.test(key) ? await readImage(imageStorage(ctx), key) : null;
      if (!found) throw notFound('Image');
      return sendPublicImage(reply, found.contentType, found.data);
    },
  );

  route.reply(
    'get',
    '/image/t/:orgId/:name',
    {
      config: { public: true },
      operationId: 'getImageThumbnail',
      summary: `The thumbnail of an image (WebP, at most ${THUMBNAIL_SIZE} px); the image itself when it has none`,
      params: fileParams,
    },
    async (request, reply) => {
      const key = `${request.params.orgId}/${request.params.name}`;
      if (!IMAGE_KEY_PATTERN.test(key)) throw notFound('Image');
      // Images stored before thumbnails existed have none: the image itself is the answer.
      const found =
        (await readImage(imageStorage(ctx), thumbnailKey(key))) ?? (await readImage(imageStorage(ctx), key));
      if (!found) throw notFound('Image');
      return sendPublicImage(reply, found.contentType, found.data);
    },
  );
});
