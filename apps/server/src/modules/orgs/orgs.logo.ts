/**
 * Ticket logo files: recognised by their first bytes (never by the name or the declared type), stored under
 * DATA_DIR/uploads/<orgId>/logo-<random>.<ext> and served from /api/org/logo/<orgId>/<file>.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOGO_PATH_PATTERN } from '@comptoir/shared';

export interface ImageKind {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** PNG, JPEG, GIF or WebP by magic bytes; anything else (SVG, HTML, PDF...) answers null. */
export function detectImage(buf: Buffer): ImageKind | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mime: 'image/png' };
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return { ext: 'gif', mime: 'image/gif' };
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return { ext: 'webp', mime: 'image/webp' };
  return null;
}

const MIME_BY_EXT: Record<string, ImageKind['mime']> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
const FILE_NAME = /^logo-[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

const orgFolder = (dataDir: string, orgId: number) => path.join(dataDir, 'uploads', String(orgId));

export const logoStorage = {
  /** Writes the file under the organisation's own folder with a random name; answers its public path. */
  async save(dataDir: string, orgId: number, data: Buffer, kind: ImageKind): Promise<string> {
    const file = `logo-${randomBytes(16).toString('hex')}.${kind.ext}`;
    const folder = orgFolder(dataDir, orgId);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, file), data, { flag: 'wx', mode: 0o644 });
    return `/api/org/logo/${orgId}/${file}`;
  },

  /** A stored logo, or null for a malformed name or a missing file. */
  async read(dataDir: string, orgId: number, file: string): Promise<{ data: Buffer; mime: string } | null> {
    const match = FILE_NAME.exec(file);
    if (!match) return null;
    try {
      const data = await readFile(path.join(orgFolder(dataDir, orgId), file));
      return { data, mime: MIME_BY_EXT[match[1] ?? ''] ?? 'application/octet-stream' };
    } catch {
      return null;
    }
  },

  /** The organisation's uploaded file a public path points at, or null (another organisation's, or a web address). */
  ownFile(publicPath: string | null | undefined, orgId: number): string | null {
    const match = LOGO_PATH_PATTERN.exec(publicPath ?? '');
    return match && Number(match[1]) === orgId ? (match[2] ?? null) : null;
  },

  /** Best effort: a logo that is no longer used is removed. */
  async remove(dataDir: string, orgId: number, publicPath: string | null | undefined): Promise<void> {
    const file = this.ownFile(publicPath, orgId);
    if (file) await rm(path.join(orgFolder(dataDir, orgId), file), { force: true }).catch(() => undefined);
  },
};
