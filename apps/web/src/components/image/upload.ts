/**
 * Uploading one image (document 2 sections 4, 5 and 7), for every page that sets an image:
 * GET /image/presign?fileName= answers `presignedURL` (this server's, or the S3 bucket's when the server stores images
 * there); the file is PUT there with its Content-Type and the organisation-id metadata header, then
 * POST /image/{imageId}/complete has the server check it (decoded and encoded again, thumbnail made) and answers the
 * image with its address.
 *
 *   const { imageUrl } = await uploadImage(file);   // throws an ApiError whose message can be shown as it is
 *   const uploading = useUploadInProgress();         // true while any upload runs: block Save meanwhile
 */
import {
  apiErrorSchema,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  IMAGE_ORG_HEADER,
  imageSchema,
  presignResponseSchema,
} from '@comptoir/shared';
import { useSyncExternalStore } from 'react';
import { toast } from 'react-toastify';
import { ApiError, api, NETWORK_ERROR } from '../../lib/api';
import i18n from '../../lib/i18n';
import type { ImageDraft } from './draft';

export { type ImageDraft, imageDraftOf, imageDraftSchema } from './draft';

/** What the file picker offers: the image types the server accepts (no SVG). */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

export type ImageFileProblem = 'type' | 'size';

/** Why a file is not sent: 'type' (not a PNG, JPEG, GIF or WebP image), 'size' (over 2 MB); null when it may be. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): ImageFileProblem | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** The message of a refused file, in the interface language ('The file exceeds the 2MB size limit'). */
export function imageFileProblemMessage(problem: ImageFileProblem, fileName?: string): string {
  return problem === 'size' ? i18n.t('images:fileTooLarge') : i18n.t('images:notAnImage', { name: fileName ?? '' });
}

/** The files that may be sent; each refused one (not an image, over 2 MB) is skipped with its toast. */
export function acceptedImageFiles(files: Iterable<File>): File[] {
  return [...files].filter((file) => {
    const problem = checkImageFile(file);
    if (problem) toast.error(imageFileProblemMessage(problem, file.name));
    return problem === null;
  });
}

// Uploads in progress, across the whole console: saving anything waits for them (document 2 section 5).
let inProgress = 0;
const listeners = new Set<() => void>();
function setInProgress(delta: number): void {
  inProgress += delta;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while an image upload runs anywhere in the console. */
export function useUploadInProgress(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => inProgress > 0,
    () => false,
  );
}

export interface UploadedImage {
  imageId: number;
  /** The address to save into a product, group or organisation. */
  imageUrl: string;
  originalName: string;
}

async function failure(response: Response): Promise<ApiError> {
  const body = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
  if (response.status === 413) return new ApiError(413, 'PAYLOAD_TOO_LARGE', i18n.t('images:fileTooLarge'));
  return body.success
    ? new ApiError(response.status, body.data.code, body.data.message, body.data.fieldErrors)
    : new ApiError(response.status, 'HTTP_ERROR', i18n.t('common:errors.http', { status: response.status }));
}

/**
 * Uploads one image file and answers its address. A refused file (not an image, over 2 MB) or a failed upload throws
 * an ApiError with the message to show; nothing is saved anywhere but the image library.
 */
export async function uploadImage(file: File, options: { signal?: AbortSignal } = {}): Promise<UploadedImage> {
  const problem = checkImageFile(file);
  if (problem) {
    throw new ApiError(
      problem === 'size' ? 413 : 400,
      problem === 'size' ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION',
      imageFileProblemMessage(problem, file.name),
    );
  }
  setInProgress(1);
  try {
    const presigned = await api(`/image/presign?fileName=${encodeURIComponent(file.name)}`, {
      schema: presignResponseSchema,
      signal: options.signal,
    });
    let response: Response;
    try {
      // No session header: the signature in the address is the authorisation (as with S3).
      response = await fetch(presigned.presignedURL, {
        method: 'PUT',
        body: file,
        headers: { 'Content-Type': file.type, [IMAGE_ORG_HEADER]: String(presigned.orgId) },
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, NETWORK_ERROR, i18n.t('common:errors.network'));
    }
    if (!response.ok) throw await failure(response);
    // On S3 the server has not seen the file yet: it checks it now (a file already received answers as it is).
    const image = await api(`/image/${presigned.imageId}/complete`, {
      method: 'POST',
      schema: imageSchema,
      signal: options.signal,
    });
    return {
      imageId: image.imageId,
      imageUrl: image.imageUrl ?? presigned.imageUrl,
      originalName: image.originalName,
    };
  } finally {
    setInProgress(-1);
  }
}

/** Files already sent by a save that failed afterwards: sending the form again does not upload them twice. */
const uploaded = new WeakMap<File, string>();

/**
 * The address to save for a draft: the chosen file is uploaded first (document 2 section 4), otherwise the typed
 * address (blank = no image). An upload failure throws, so the save stops with its message.
 */
export async function resolveImageDraft(draft: ImageDraft): Promise<string | null> {
  if (!draft.file) return draft.url.trim() || null;
  const known = uploaded.get(draft.file);
  if (known) return known;
  const { imageUrl } = await uploadImage(draft.file);
  uploaded.set(draft.file, imageUrl);
  return imageUrl;
}
