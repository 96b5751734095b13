/**
 * Image upload by presigned address (document 2 section 7): GET /image/presign?fileName= gives `presignedURL`; the
 * file is PUT there with its Content-Type and the organisation-id metadata header; the image's address is the
 * presigned address without its query. Files are checked first: images only, 2 MB at most (document 2 section 5).
 */
import { apiErrorSchema, IMAGE_MAX_BYTES, IMAGE_ORG_HEADER, storedImageUrl } from '@comptoir/shared';
import { z } from 'zod';
import { ApiError, api } from '../../lib/api';
import i18n from '../../lib/i18n';

/** Why a file is not sent: 'type' (not an image) or 'size' (over 2 MB); null when it may be sent. */
export function fileRefusal(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!file.type.startsWith('image/')) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}

const presignSchema = z.object({ presignedURL: z.string() });

/** Uploads one image and answers its address. Throws an ApiError with a message to show. */
export async function uploadImage(file: File, orgId: number): Promise<string> {
  const refusal = fileRefusal(file);
  if (refusal) {
    throw new ApiError(
      400,
      'VALIDATION',
      i18n.t(refusal === 'size' ? 'products:upload.tooLarge' : 'products:upload.notImage'),
    );
  }
  const { presignedURL } = await api(`/image/presign?fileName=${encodeURIComponent(file.name)}`, {
    schema: presignSchema,
  });
  let response: Response;
  try {
    response = await fetch(presignedURL, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': file.type, [IMAGE_ORG_HEADER]: String(orgId) },
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', i18n.t('common:errors.network'));
  }
  if (!response.ok) {
    const body = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
    throw new ApiError(
      response.status,
      body.success ? body.data.code : 'HTTP_ERROR',
      body.success ? body.data.message : i18n.t('common:errors.http', { status: response.status }),
    );
  }
  return storedImageUrl(presignedURL);
}
