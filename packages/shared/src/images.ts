import { z } from 'zod';
import type { AbilityCode } from './abilities';
import { ATTACHMENT_MAX_BYTES } from './orgs';

/**
 * The image library and uploads by presigned address (document 2 sections 3, 5 and 7):
 * GET /image/presign?fileName= answers `presignedURL`; the client PUTs the file there with its Content-Type and the
 * organisation-id metadata header; the stored image address is the presigned address without its query.
 */

/** Largest image (document 2 section 5): 2 MB = 2097152 bytes. */
export const IMAGE_MAX_BYTES = ATTACHMENT_MAX_BYTES;
/** Image types accepted (checked by content on the server; SVG is refused: it can carry scripts). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const IMAGE_FILE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
/** The organisation-id metadata header of the PUT (S3's user-metadata form, so S3 storage can replace ours). */
export const IMAGE_ORG_HEADER = 'x-amz-meta-org-id';
/** How long a presigned address accepts its upload. */
export const IMAGE_UPLOAD_TTL_MS = 5 * 60_000;
/** Abilities that may upload an image and read the library: every page that sets an image. */
export const IMAGE_UPLOAD_ABILITIES = [
  'ACCOUNT_IMAGE',
  'ADMIN_PRODUCTS',
  'ADMIN_GROUPS',
  'ACCOUNT_WEBSITE',
] as const satisfies readonly AbilityCode[];

/** The extension of a file name (lower case, 'jpeg' kept), or '' when there is none. */
export function fileExtension(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName.trim());
  return match ? (match[1] ?? '').toLowerCase() : '';
}

export function isImageFileName(fileName: string): boolean {
  return (IMAGE_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}

/**
 * The address an image is stored at when the server takes uploads itself (local disk): the presigned address without
 * its query. With S3 storage the upload address is the bucket's: use the answer's `imageUrl` instead.
 */
export function storedImageUrl(presignedURL: string): string {
  const cut = presignedURL.indexOf('?');
  return cut === -1 ? presignedURL : presignedURL.slice(0, cut);
}

const OWN_IMAGE = /^((?:https?:\/\/[^/?#]+)?\/api\/image\/)o(\/\d{1,10}\/[a-f0-9]{32}\.(?:png|jpg|gif|webp))$/;

/**
 * The small version of an image for grids and tables: an image of the library (/api/image/o/...) has its thumbnail at
 * /api/image/t/... (WebP, 320 px at most; the image itself when it has none, e.g. stored before thumbnails existed).
 * Any other address (a web address typed by hand) is answered as it is.
 */
export function imageThumbnailUrl(url: string): string {
  const match = OWN_IMAGE.exec(url);
  return match ? `${match[1]}t${match[2]}` : url;
}

export const imageSchema = z.object({
  imageId: z.number().int(),
  imageUrl: z.string().nullable(),
  originalName: z.string(),
});
export type Image = z.infer<typeof imageSchema>;

export const NOT_AN_IMAGE = 'Only PNG, JPEG, GIF or WebP images can be added';
export const SVG_REFUSED = 'SVG images are not accepted; use PNG, JPEG, GIF or WebP';

/** The last part of a path, without control characters, trimmed. */
export function cleanFileName(value: string): string {
  const last = value.split(/[\\/]/).pop() ?? '';
  return [...last]
    .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127)
    .join('')
    .trim();
}

export const presignQuerySchema = z.object({
  fileName: z
    .string({ error: 'File name is required' })
    // A path sent by an old browser ("C:\\fakepath\\photo.png") keeps only its last part.
    .transform((v) => cleanFileName(v))
    .pipe(
      z
        .string()
        .min(1, 'File name is required')
        .max(255, 'File name is at most 255 characters')
        .refine((v) => fileExtension(v) !== 'svg', SVG_REFUSED)
        .refine(isImageFileName, NOT_AN_IMAGE),
    ),
});

export const presignResponseSchema = z.object({
  /** PUT the file here, with its Content-Type and `x-amz-meta-org-id: <orgId>`, before `expiresAt`. */
  presignedURL: z.string(),
  /** The address the image will have: presignedURL without its query. */
  imageUrl: z.string(),
  imageId: z.number().int(),
  key: z.string(),
  orgId: z.number().int(),
  expiresAt: z.number().int(),
});
export type PresignResponse = z.infer<typeof presignResponseSchema>;

export const imageDeletedSchema = z.object({ imageId: z.number().int() });
