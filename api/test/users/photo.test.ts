import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { userPhotos } from '../../src/db/schema/index.js';
import type { UserResponse } from '@stepwise/contracts';
import { activeUser, bearer, me } from '../helpers/auth.js';
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from '../helpers/test-app.js';

function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----stepwise-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` + `Content-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real 400×300 PNG (a gradient, so resizing has something to do). */
async function pngPhoto(): Promise<Buffer> {
  const width = 400;
  const height = 300;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      pixels.set([x % 256, y % 256, 128], (y * width + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The PNG with the width and height of its header (IHDR) rewritten, its checksum fixed. */
function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  // Signature (8) + chunk length (4) + "IHDR" (4): width and height follow; the CRC covers type + data (17 bytes).
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

describe('profile photo', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  const upload = (token: string, body: ReturnType<typeof multipart>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user/photo',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  /** A photo URL of the API as an inject() path. */
  const pathOf = (url: string) => url.slice(TEST_PUBLIC_URL.length);

  it('POST /api/user/photo turns a PNG into 64×64 and 256×256 WebP and answers with the user', async () => {
    const { token, user } = await activeUser(testApp);

    const response = await upload(token, multipart('photo', 'me.png', 'image/png', await pngPhoto()));

    expect(response.statusCode).toBe(200);
    const updated = response.json<UserResponse>();
    expect(updated.photo_sm).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/users/${user.id}/photo/sm\\?v=[A-Za-z0-9_-]+$`));
    expect(updated.photo_lg).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/users/${user.id}/photo/lg\\?v=[A-Za-z0-9_-]+$`));
    expect((await me(testApp, token)).json()).toEqual(updated);

    for (const [url, size] of [
      [updated.photo_sm!, 64],
      [updated.photo_lg!, 256],
    ] as const) {
      const photo = await testApp.app.inject({ method: 'GET', url: pathOf(url) });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(photo.headers.etag).toBe(`"${new URL(url).searchParams.get('v')}"`);
      const metadata = await sharp(photo.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: size, height: size });
    }
  });

  it('serves 304 without content for a matching If-None-Match or *, and 404 for another version or no photo', async () => {
    const { token, user } = await activeUser(testApp);
    const { photo_sm: url } = (await upload(token, multipart('photo', 'me.png', 'image/png', await pngPhoto()))).json<UserResponse>();
    const etag = `"${new URL(url!).searchParams.get('v')}"`;

    for (const ifNoneMatch of [etag, '*']) {
      const notModified = await testApp.app.inject({ method: 'GET', url: pathOf(url!), headers: { 'if-none-match': ifNoneMatch } });
      expect({ ifNoneMatch, status: notModified.statusCode }).toEqual({ ifNoneMatch, status: 304 });
      expect(notModified.payload).toBe('');
      // A length announcing content that never comes breaks strict clients (the shell's proxy).
      expect(notModified.headers['content-length']).toBeUndefined();
      expect(notModified.headers.etag).toBe(etag);
    }

    const outdated = await testApp.app.inject({ method: 'GET', url: `/api/users/${user.id}/photo/sm?v=old` });
    expect(outdated.statusCode).toBe(404);
    const unversioned = await testApp.app.inject({ method: 'GET', url: `/api/users/${user.id}/photo/sm` });
    expect(unversioned.statusCode).toBe(400);
    const other = await activeUser(testApp);
    const none = await testApp.app.inject({ method: 'GET', url: `/api/users/${other.user.id}/photo/lg?v=x` });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'not_found', message: 'Photo not found' });
  });

  it('a new upload replaces the photo under a new version', async () => {
    const { token, user } = await activeUser(testApp);
    const first = (await upload(token, multipart('photo', 'a.png', 'image/png', await pngPhoto()))).json<UserResponse>();
    const jpeg = await sharp({ create: { width: 80, height: 120, channels: 3, background: '#204080' } })
      .jpeg()
      .toBuffer();

    const second = (await upload(token, multipart('photo', 'b.jpg', 'image/jpeg', jpeg))).json<UserResponse>();

    expect(second.photo_sm).not.toBe(first.photo_sm);
    expect((await testApp.app.inject({ method: 'GET', url: pathOf(first.photo_sm!) })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: pathOf(second.photo_sm!) })).statusCode).toBe(200);
    const rows = await testApp.app.db.select().from(userPhotos).where(eq(userPhotos.userId, user.id));
    expect(rows.map((row) => row.size).sort()).toEqual(['lg', 'sm']);
  });

  it('accepts WebP uploads', async () => {
    const { token, user } = await activeUser(testApp);
    const webp = await sharp({ create: { width: 50, height: 50, channels: 4, background: '#00ff0080' } })
      .webp()
      .toBuffer();

    expect((await upload(token, multipart('photo', 'p.webp', 'image/webp', webp))).statusCode).toBe(200);
    const [row] = await testApp.app.db
      .select()
      .from(userPhotos)
      .where(and(eq(userPhotos.userId, user.id), eq(userPhotos.size, 'lg')));
    expect(row!.contentType).toBe('image/webp');
    expect((await sharp(row!.bytes).metadata()).width).toBe(256);
  });

  it.each([
    ['text claiming to be a PNG', 'image/png', Buffer.from('definitely not an image')],
    ['a GIF', 'image/gif', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')],
    ['a PNG signature over garbage', 'image/png', Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)])],
  ])('%s → 415 unsupported_photo_type', async (_case, contentType, bytes) => {
    const { token } = await activeUser(testApp);

    const response = await upload(token, multipart('photo', 'file', contentType, bytes));

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 'unsupported_photo_type', message: expect.any(String) });
  });

  it('more than 5 MB → 413 photo_too_large', async () => {
    const { token } = await activeUser(testApp);
    const big = Buffer.concat([await pngPhoto(), Buffer.alloc(5 * 1024 * 1024)]);

    const response = await upload(token, multipart('photo', 'big.png', 'image/png', big));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'photo_too_large', message: expect.any(String) });
  });

  it('an image of more pixels than allowed (a decompression bomb) → 413 photo_too_large', async () => {
    const { token } = await activeUser(testApp);
    const bomb = withPngSize(await pngPhoto(), 10_000, 10_000);

    const response = await upload(token, multipart('photo', 'bomb.png', 'image/png', bomb));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'photo_too_large' });
  });

  it('no `photo` file → 400 validation_failed { photo: required }', async () => {
    const { token } = await activeUser(testApp);

    const wrongField = await upload(token, multipart('avatar', 'me.png', 'image/png', await pngPhoto()));
    const notMultipart = await testApp.app.inject({ method: 'POST', url: '/api/user/photo', headers: bearer(token), payload: {} });

    for (const response of [wrongField, notMultipart]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { photo: 'required' } });
    }
  });

  it('a broken multipart body → 400 validation_failed { photo: invalid }, the photo unchanged', async () => {
    const { token, user } = await activeUser(testApp);
    const boundary = 'stepwise-broken';
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
    const png = await pngPhoto();
    const broken: Array<[string, string, Buffer]> = [
      ['an unterminated part', `multipart/form-data; boundary=${boundary}`, Buffer.concat([Buffer.from(part), png])],
      ['no boundary', 'multipart/form-data', Buffer.concat([Buffer.from(part), png, Buffer.from(`\r\n--${boundary}--\r\n`)])],
      ['an empty boundary', 'multipart/form-data; boundary=', Buffer.from('--\r\n')],
      ['headers that never end', `multipart/form-data; boundary=${boundary}`, Buffer.from(part.slice(0, -4))],
      ['no parts at all', `multipart/form-data; boundary=${boundary}`, Buffer.from('garbage')],
    ];

    for (const [description, contentType, payload] of broken) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/user/photo',
        headers: { ...bearer(token), 'content-type': contentType },
        payload,
      });
      expect({ description, status: response.statusCode }).toEqual({ description, status: 400 });
      expect(response.json()).toEqual({ code: 'validation_failed', message: 'Request validation failed', fields: { photo: 'invalid' } });
    }
    expect((await me(testApp, token)).json()).toMatchObject({ id: user.id, photo_sm: null, photo_lg: null });
  });

  it('needs a token → 401', async () => {
    const response = await upload('nope', multipart('photo', 'me.png', 'image/png', await pngPhoto()));
    expect(response.statusCode).toBe(401);
  });
});
