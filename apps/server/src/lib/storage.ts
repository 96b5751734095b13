/**
 * Object storage for uploaded files (image library, ticket logos): the local disk by default, or an S3-compatible
 * bucket when S3_BUCKET is set (config.storage). Callers use keys they generated themselves; each storage area
 * checks them against its own pattern, so nothing else ever reaches the disk or the bucket.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageConfig } from '../config';

export interface ObjectStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such object. */
  read(key: string): Promise<Buffer | null>;
  /** The size in bytes, or null when there is no such object. */
  size(key: string): Promise<number | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /**
   * An address the client PUTs the file to directly, signed by the SDK (S3), naming the key, the organisation-id
   * metadata header and an expiry; null when uploads come through this server (local disk).
   */
  presignPut(key: string, meta: Record<string, string>, expiresInSeconds: number): Promise<string | null>;
}

function checker(pattern: RegExp) {
  return (key: string): string => {
    if (!pattern.test(key)) throw new Error(`invalid storage key: ${key}`);
    return key;
  };
}

/** Files under `<root>/<key>`, written whole or not at all (temp file + rename). */
export function localDiskStorage(root: string, keyPattern: RegExp): ObjectStorage {
  const checked = checker(keyPattern);
  const fileOf = (key: string) => path.join(root, ...checked(key).split('/'));
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
    async read(key) {
      if (!keyPattern.test(key)) return null;
      return readFile(fileOf(key)).catch(() => null);
    },
    async size(key) {
      if (!keyPattern.test(key)) return null;
      return stat(fileOf(key)).then(
        (s) => s.size,
        () => null,
      );
    },
    async delete(key) {
      if (!keyPattern.test(key)) return;
      await rm(fileOf(key), { force: true });
    },
    presignPut: async () => null,
  };
}

const missing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Objects `<prefix><key>` in one bucket of an S3-compatible server (AWS, MinIO, Garage, Ceph...). */
export function s3Storage(config: Extract<StorageConfig, { kind: 's3' }>, prefix: string, keyPattern: RegExp) {
  const checked = checker(keyPattern);
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const Bucket = config.bucket;
  const Key = (key: string) => `${prefix}${checked(key)}`;
  const storage: ObjectStorage & { client: S3Client } = {
    client,
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: data, ContentType: contentType }));
    },
    async read(key) {
      if (!keyPattern.test(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async size(key) {
      if (!keyPattern.test(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      if (!keyPattern.test(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async presignPut(key, meta, expiresInSeconds) {
      const command = new PutObjectCommand({ Bucket, Key: Key(key), Metadata: meta });
      // The metadata headers stay signed headers (not query parameters): the client must send them, as with the
      // local upload address.
      const unhoistableHeaders = new Set(Object.keys(meta).map((name) => `x-amz-meta-${name}`));
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds, unhoistableHeaders });
    },
  };
  return storage;
}

/** The storage area `area` (a folder of DATA_DIR, or a prefix in the bucket). */
export function openStorage(
  config: { storage: StorageConfig; dataDir: string },
  area: string,
  keyPattern: RegExp,
): ObjectStorage {
  return config.storage.kind === 's3'
    ? s3Storage(config.storage, `${area}/`, keyPattern)
    : localDiskStorage(path.join(config.dataDir, area), keyPattern);
}

/**
 * The origins the console PUTs files to directly (the bucket's, when images are on S3): the page's Content Security
 * Policy must allow them in connect-src. Both address styles are listed (bucket.host and host/bucket).
 */
export function directUploadOrigins(storage: StorageConfig): string[] {
  if (storage.kind !== 's3') return [];
  const base = new URL(storage.endpoint ?? `https://s3.${storage.region}.amazonaws.com`);
  return [base.origin, `${base.protocol}//${storage.bucket}.${base.host}`];
}
