/**
 * An image as a form holds it: an address, or a file chosen but not sent yet (uploaded when the form is saved, by
 * `resolveImageDraft` in upload.ts). A form's schema declares it with `imageDraftSchema`; ImageField edits it.
 */
import { z } from 'zod';

export const imageDraftSchema = z.object({
  url: z.string(),
  file: z.custom<File>((value) => value instanceof File).nullable(),
});
export type ImageDraft = z.infer<typeof imageDraftSchema>;

export const imageDraftOf = (url: string | null | undefined): ImageDraft => ({ url: url ?? '', file: null });
