// @vitest-environment node
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, startTestProvider, type TestProvider } from '../test/provider';

// Issue 45 item 4: pictures uploaded by editors, served without their metadata under their hash.
const TOKEN = 'editor-token';
let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider({ adminToken: TOKEN });
});
afterAll(() => provider.close());

type Uploaded = { url: string; width: number; height: number; type: string; name: string };

const upload = (
  body: Buffer | string,
  type: string,
  headers: Record<string, string> = bearer(TOKEN),
) =>
  fetch(`${provider.url}/admin/media`, {
    method: 'POST',
    headers: { 'Content-Type': type, ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c9a24b' } });

/** A phone photo: lying on its side (EXIF orientation 6), with its GPS position and owner. */
const phonePhoto = () =>
  picture(800, 600)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: 'Jane Photographer', Make: 'PhoneMaker' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '36/1 51/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '30/1 47/1 0/1',
      },
    })
    .toBuffer();

describe('media uploads', () => {
  it('stores a JPEG re-encoded, upright, without EXIF or GPS, under its content hash, cached for a year', async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(photo, 'image/jpeg');
    expect(response.status).toBe(201);
    const stored = await json<Uploaded>(response);
    // Turned upright: the picture was 800 x 600 lying on its side.
    expect(stored).toMatchObject({ width: 600, height: 800, type: 'image/jpeg' });
    expect(stored.url).toMatch(new RegExp(`^${provider.url}/uploads/[0-9a-f]{32}\\.jpg$`));

    const served = await fetch(stored.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex').slice(0, 32)).toBe(
      stored.name.split('.')[0],
    );
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('Jane Photographer'))).toBe(false);
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);

    // The same picture twice is one file; a revalidation is a 304.
    expect((await json<Uploaded>(await upload(photo, 'image/jpeg'))).url).toBe(stored.url);
    const again = await fetch(stored.url, {
      headers: { 'If-None-Match': served.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('takes PNG, WebP and AVIF in their own format, and keeps a huge one at 3840 px on its long side', async () => {
    const cases = [
      ['image/png', await picture(5000, 1000).png().toBuffer(), 'png', 3840, 768],
      ['image/webp', await picture(320, 200).webp().toBuffer(), 'webp', 320, 200],
      ['image/avif', await picture(64, 48).avif().toBuffer(), 'heif', 64, 48],
    ] as const;
    for (const [type, body, format, width, height] of cases) {
      const response = await upload(body, type);
      expect(response.status, type).toBe(201);
      const stored = await json<Uploaded>(response);
      expect(stored).toMatchObject({ type, width, height });
      const served = await fetch(stored.url);
      expect(served.headers.get('content-type')).toBe(type);
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe(format);
    }
    const library = await json<Uploaded[]>(await provider.as(bearer(TOKEN)).get('/admin/media'));
    expect(library).toHaveLength(4);
    expect(library.map((item) => item.type).sort()).toEqual([
      'image/avif',
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
  });

  it('refuses SVG and other types with 415, a picture dressed as another type too, over 10 MB with 413, no token with 401', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    for (const [body, type] of [
      [svg, 'image/svg+xml'],
      [await picture(8, 8).gif().toBuffer(), 'image/gif'],
      ['%PDF-1.4', 'application/pdf'],
      [svg, 'image/png'],
      [await picture(8, 8).gif().toBuffer(), 'image/jpeg'],
    ] as const) {
      const response = await upload(body, type);
      expect(response.status, type).toBe(415);
      expect(await response.json()).toEqual({
        message:
          'Use a JPEG, PNG, WebP or AVIF picture. SVG, GIF, HEIC and other files cannot be used.',
      });
    }
    const broken = await upload(Buffer.from('not a picture at all'), 'image/jpeg');
    expect(broken.status).toBe(400);
    expect((await broken.json()).errors.file).toMatch(/could not be read as a picture/);

    const big = await upload(Buffer.alloc(10 * 1024 * 1024 + 1), 'image/jpeg');
    expect(big.status).toBe(413);
    expect((await big.json()).message).toMatch(/over 10 MB/);

    expect((await upload(await phonePhoto(), 'image/jpeg', {})).status).toBe(401);
    expect((await upload(await phonePhoto(), 'image/jpeg', bearer('wrong'))).status).toBe(401);
    expect((await provider.get('/admin/media')).status).toBe(401);
    // Unknown names are 404, and nothing but a hash name reaches the database.
    expect((await provider.get(`/uploads/${'0'.repeat(32)}.jpg`)).status).toBe(404);
    expect((await provider.get('/uploads/../provider.db')).status).toBe(404);
  });
});
