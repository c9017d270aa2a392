import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrMessages } from '../../../domain/qr-codes';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { buildTestAppAsAdmin, createAndLogin, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';

/** A valid PNG made heavier by an ancillary chunk that decoders skip. */
function withPaddingChunk(png: Buffer, bytes: number): Buffer {
  const body = Buffer.concat([Buffer.from('paDd', 'latin1'), randomBytes(bytes)]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([png.subarray(0, png.length - 12), length, body, crc, png.subarray(png.length - 12)]);
}

const settings = {
  name: 'Affiche salon',
  url: 'https://www.exemple.fr/t/abcd2345?qr=1',
  fgColor: '#60a5fa',
  bgColor: '#1f2937',
  size: 200,
  margin: 4,
  includeLogo: true,
  logoSize: 24,
  errorLevel: 'M',
  borderSize: 20,
};

describe.each(databaseKinds)('QR codes API on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;
  let png: string;

  beforeAll(async () => {
    ({ ctx, admin } = await buildTestAppAsAdmin(kind));
    reader = await createAndLogin(ctx, admin, 'lecteur', ['ROLE_USER']);
    png = await QRCode.toDataURL(settings.url, { width: 200, margin: 4, errorCorrectionLevel: 'M' });
  });
  afterAll(() => ctx.close());

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = { 'x-api-key': admin.token }) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const count = async () => (await api('GET', '/api/admin/qr-codes')).json().length;

  it('saves a code with its settings and image, lists it newest first, and deletes it', async () => {
    const saved = await api('POST', '/api/admin/qr-codes', { ...settings, data: png });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().message).toBe(qrMessages.saved);
    const second = await api('POST', '/api/admin/qr-codes', { ...settings, name: 'Carte', includeLogo: false, data: png });
    // Back-office §7: the answer is the list of QR code objects itself.
    const list = (await api('GET', '/api/admin/qr-codes')).json();
    expect(Array.isArray(list)).toBe(true);
    expect(list[0]).toMatchObject({ id: second.json().data.id, name: 'Carte', includeLogo: false });
    expect(list[1]).toMatchObject({ ...settings, id: saved.json().data.id, dataUrl: png });
    const removed = await api('DELETE', `/api/admin/qr-codes/${saved.json().data.id}`);
    expect(removed.json()).toEqual({ success: true, message: qrMessages.deleted });
    const again = await api('DELETE', `/api/admin/qr-codes/${saved.json().data.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(qrMessages.notFound);
    expect((await api('DELETE', '/api/admin/qr-codes/abc')).statusCode).toBe(400);
  });

  it('accepts exactly the fields back-office §7 lists, without a margin, and stores the §9 default margin', async () => {
    const { margin: _omitted, ...listed } = settings;
    expect(Object.keys({ ...listed, data: png }).sort()).toEqual(
      ['name', 'url', 'fgColor', 'bgColor', 'size', 'includeLogo', 'logoSize', 'errorLevel', 'borderSize', 'data'].sort(),
    );
    const saved = await api('POST', '/api/admin/qr-codes', { ...listed, data: png });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({ ...listed, margin: 4 });
    const listedBack = (await api('GET', '/api/admin/qr-codes')).json().find((c: { id: number }) => c.id === saved.json().data.id);
    expect(listedBack.margin).toBe(4);
  });

  it.each([
    ['no name', { name: '' }, qrMessages.nameAndUrlRequired],
    ['a URL too long to scan', { url: `https://www.exemple.fr/?q=${'a'.repeat(5000)}` }, qrMessages.urlTooDense],
    ['a blank URL', { url: '   ' }, qrMessages.nameAndUrlRequired],
    ['a missing URL', { url: undefined }, qrMessages.nameAndUrlRequired],
    ['a size of 99', { size: 99 }, qrMessages.size],
    ['a size of 801', { size: 801 }, qrMessages.size],
    ['a margin of 21', { margin: 21 }, qrMessages.margin],
    ['a negative margin', { margin: -1 }, qrMessages.margin],
    ['a logo of 31 %', { logoSize: 31 }, qrMessages.logoSize],
    ['a colour that is not hexadecimal', { fgColor: 'red' }, qrMessages.color],
    ['an unknown correction level', { errorLevel: 'X' }, qrMessages.errorLevel],
  ])('refuses %s with a French 400 and stores nothing', async (_label, change, message) => {
    const before = await count();
    const response = await api('POST', '/api/admin/qr-codes', { ...settings, ...change, data: png });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    expect(await count()).toBe(before);
  });

  it('refuses an image that is not really a PNG, or too large, with a French 400', async () => {
    const before = await count();
    const gif = `data:image/png;base64,${Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;').toString('base64')}`;
    const raw = Buffer.from(png.slice('data:image/png;base64,'.length), 'base64');
    const badCrc = Buffer.from(raw);
    badCrc[20] = (badCrc[20] as number) ^ 0xff;
    const wide = Buffer.from(raw);
    wide.writeUInt32BE(3000, 16);
    const cases: Array<[string, string]> = [
      [gif, qrMessages.imageNotPng],
      ['data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', qrMessages.imageNotPng],
      ['pas une image', qrMessages.imageNotPng],
      [`data:image/png;base64,${raw.subarray(0, 40).toString('base64')}`, qrMessages.imageNotPng],
      [`data:image/png;base64,${badCrc.toString('base64')}`, qrMessages.imageNotPng],
      [`data:image/png;base64,${Buffer.concat([raw, Buffer.alloc(540 * 1024)]).toString('base64')}`, qrMessages.imageTooLarge],
    ];
    for (const [data, message] of cases) {
      const response = await api('POST', '/api/admin/qr-codes', { ...settings, data });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it('accepts a body above 64 KB on this route only, and refuses one above its own bound with a 413', async () => {
    const raw = Buffer.from(png.slice('data:image/png;base64,'.length), 'base64');
    const big = `data:image/png;base64,${withPaddingChunk(raw, 100 * 1024).toString('base64')}`;
    expect(big.length).toBeGreaterThan(64 * 1024);
    expect((await api('POST', '/api/admin/qr-codes', { ...settings, data: big })).statusCode).toBe(201);
    const huge = await api('POST', '/api/admin/qr-codes', { ...settings, data: `data:image/png;base64,${'A'.repeat(1024 * 1024)}` });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('La requête est trop volumineuse.');
  });

  it('refuses anonymous requests (401) and ROLE_USER writes (403), in French', async () => {
    const saved = (await api('POST', '/api/admin/qr-codes', { ...settings, data: png })).json().data;
    expect((await api('GET', '/api/admin/qr-codes', undefined, {})).statusCode).toBe(401);
    for (const [method, url] of [['POST', '/api/admin/qr-codes'], ['DELETE', `/api/admin/qr-codes/${saved.id}`]] as const) {
      const anonymous = await api(method, url, { ...settings, data: png }, {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe(adminMessages.unauthorized);
      const denied = await api(method, url, { ...settings, data: png }, { 'x-api-key': reader.token });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe(adminMessages.forbidden);
    }
    expect((await api('GET', '/api/admin/qr-codes', undefined, { 'x-api-key': reader.token })).statusCode).toBe(200);
    expect((await api('GET', '/api/admin/qr-codes')).json().some((c: { id: number }) => c.id === saved.id)).toBe(true);
  });
});
