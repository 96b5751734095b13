/**
 * Where image files live. The library only needs put, get and delete by key (`<orgId>/<random>.<ext>`), so an
 * S3-compatible storage can replace the local disk by implementing this interface.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { detectImage } from '../orgs/orgs.logo';

export interface StoredImage {
  data: Buffer;
  contentType: string;
}

export interface ImageStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredImage | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** A storage key: the organisation's prefix and a server-generated name. Nothing else ever reaches the disk. */
export const IMAGE_KEY_PATTERN = /^(\d{1,10})\/([a-f0-9]{32}\.(?:png|jpg|gif|webp))$/;

function checkedKey(key: string): string {
  if (!IMAGE_KEY_PATTERN.test(key)) throw new Error(`invalid image key: ${key}`);
  return key;
}

/** Files under `<root>/<orgId>/<name>` (root = DATA_DIR/images). Written whole or not at all (temp file + rename). */
export function localDiskStorage(root: string): ImageStorage {
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, data, { flag: 'wx', mode: 0o644 });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      if (!IMAGE_KEY_PATTERN.test(key)) return null;
      let data: Buffer;
      try {
        data = await readFile(fileOf(key));
      } catch {
        return null;
      }
      // The type is read from the content again (never from the name): a file that is not an image is not served.
      const kind = detectImage(data);
      return kind ? { data, contentType: kind.mime } : null;
    },
    async delete(key) {
      if (!IMAGE_KEY_PATTERN.test(key)) return;
      await rm(fileOf(key), { force: true });
    },
  };
}
