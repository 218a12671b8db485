import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { Db } from './db';
import { HttpError } from './http';

/**
 * Uploaded pictures (issue 45 item 4). Each is decoded and encoded again by sharp (libvips), which
 * drops every piece of metadata (EXIF with its GPS position, XMP, comments) after turning the
 * picture upright, and stored in the database under a name made of its content's hash: the same
 * name always means the same bytes, so it is served as immutable.
 */

export const MEDIA_LIMIT_BYTES = 10 * 1024 * 1024;
// The longest side kept: a full-width picture on a 2x 1920 px screen; the site's optimiser refuses
// pictures over 25 megapixels (next.config.ts), and nothing larger is worth its bytes.
const MAX_SIDE = 3840;
// Decoding stops past this many pixels: a small file cannot unpack into gigabytes.
const MAX_INPUT_PIXELS = 100_000_000;

const TYPES = {
  'image/jpeg': { format: 'jpeg', ext: 'jpg' },
  'image/png': { format: 'png', ext: 'png' },
  'image/webp': { format: 'webp', ext: 'webp' },
  'image/avif': { format: 'heif', ext: 'avif' },
} as const;
export type MediaType = keyof typeof TYPES;

export const ACCEPTED_TYPES = Object.keys(TYPES) as MediaType[];

const UNSUPPORTED =
  'Use a JPEG, PNG, WebP or AVIF picture. SVG, GIF, HEIC and other files cannot be used.';

export type MediaItem = {
  url: string;
  name: string;
  type: MediaType;
  width: number;
  height: number;
  size: number;
  createdAt: string;
};

/** The declared type of an upload, or 415. */
export function mediaType(contentType: string | undefined): MediaType {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type in TYPES) return type as MediaType;
  throw new HttpError(415, { message: UNSUPPORTED });
}

async function reencode(
  input: Buffer,
  type: MediaType,
): Promise<{ data: Buffer; width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new HttpError(400, {
      errors: { file: 'This file could not be read as a picture. Export it again and retry.' },
    });
  }
  // The bytes decide, not the label: an SVG or GIF sent as image/png is refused too.
  const format =
    metadata.format === 'heif' && metadata.compression !== 'av1' ? 'heic' : metadata.format;
  if (format !== TYPES[type].format) throw new HttpError(415, { message: UNSUPPORTED });
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    // EXIF orientation applied to the pixels, since the EXIF that carried it is dropped.
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    type === 'image/jpeg'
      ? image.jpeg({ quality: 86, mozjpeg: true })
      : type === 'image/png'
        ? image.png({ compressionLevel: 9, palette: false })
        : type === 'image/webp'
          ? image.webp({ quality: 86 })
          : image.avif({ quality: 64 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new HttpError(400, {
      errors: { file: 'This picture could not be processed. Export it again and retry.' },
    });
  }
}

type MediaRow = {
  name: string;
  type: MediaType;
  width: number;
  height: number;
  size: number;
  created_at: string;
};

const toItem = (publicUrl: string, row: MediaRow): MediaItem => ({
  url: `${publicUrl}/uploads/${row.name}`,
  name: row.name,
  type: row.type,
  width: row.width,
  height: row.height,
  size: row.size,
  createdAt: row.created_at,
});

/** Re-encodes and stores an upload; the same picture uploaded twice is one file. */
export async function storeMedia(
  db: Db,
  publicUrl: string,
  input: Buffer,
  type: MediaType,
): Promise<MediaItem> {
  const { data, width, height } = await reencode(input, type);
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
  const name = `${hash}.${TYPES[type].ext}`;
  db.prepare(
    `INSERT OR IGNORE INTO media (name, type, width, height, size, bytes, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(name, type, width, height, data.length, data, new Date().toISOString());
  const row = db
    .prepare<[string], MediaRow>(
      'SELECT name, type, width, height, size, created_at FROM media WHERE name = ?',
    )
    .get(name)!;
  return toItem(publicUrl, row);
}

export function listMedia(db: Db, publicUrl: string): MediaItem[] {
  return db
    .prepare<[], MediaRow>(
      'SELECT name, type, width, height, size, created_at FROM media ORDER BY created_at DESC, name',
    )
    .all()
    .map((row) => toItem(publicUrl, row));
}

export function readMedia(db: Db, name: string): { type: MediaType; bytes: Buffer } | null {
  return (
    db
      .prepare<[string], { type: MediaType; bytes: Buffer }>(
        'SELECT type, bytes FROM media WHERE name = ?',
      )
      .get(name) ?? null
  );
}
