/**
 * Where image files live: DATA_DIR/images on the local disk, or the `images/` prefix of the S3 bucket (lib/storage.ts).
 * Keys are `<orgId>/<random>.<ext>` for the images, `<orgId>/<random>.thumb.webp` for their thumbnails and
 * `incoming/<orgId>/<random>.<ext>` for direct uploads not checked yet.
 */
import type { ServerContext } from '../../context';
import { detectImage } from '../../lib/image-processing';
import { type ObjectStorage, openStorage } from '../../lib/storage';

export interface StoredImage {
  data: Buffer;
  contentType: string;
}

/** A public image key: the organisation's prefix and a server-generated name. */
export const IMAGE_KEY_PATTERN = /^(\d{1,10})\/([a-f0-9]{32}\.(?:png|jpg|gif|webp))$/;
/** Every key the image storage holds: images and their thumbnails. */
const STORED_KEY_PATTERN = /^(?:incoming\/)?\d{1,10}\/[a-f0-9]{32}(?:\.thumb\.webp|\.(?:png|jpg|gif|webp))$/;

/**
 * Where a direct (S3) upload lands before it is checked: never served (the public route only builds `<orgId>/<name>`
 * keys), deleted once the cleaned file is stored under the image's own key.
 */
export const incomingKey = (key: string) => `incoming/${key}`;

/** The thumbnail's key of an image key. */
export const thumbnailKey = (key: string) => key.replace(/\.(?:png|jpg|gif|webp)$/, '.thumb.webp');

const storages = new WeakMap<ServerContext, ObjectStorage>();
/** The image storage of this server. */
export function imageStorage(ctx: ServerContext): ObjectStorage {
  let storage = storages.get(ctx);
  if (!storage) {
    storage = openStorage(ctx.config, 'images', STORED_KEY_PATTERN);
    storages.set(ctx, storage);
  }
  return storage;
}

/** A stored file with the type read from its content again (never from the name); anything else is not served. */
export async function readImage(storage: ObjectStorage, key: string): Promise<StoredImage | null> {
  const data = await storage.read(key);
  const kind = data && detectImage(data);
  return kind ? { data: data!, contentType: kind.mime } : null;
}
