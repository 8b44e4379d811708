import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycLevelOf } from '../../src/server/domain/kyc';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, nextEvent, startTestApp } from '../helpers/testApp';

// KYC: basic details give level 1; documents (checked by size and magic bytes, stored
// outside the web root under a server-made name) wait for an operator's review.

const MAX_BYTES = 4_096;
let t: TestApp;
let dir: string;
let operator: Client;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kyc-test-'));
  t = await startTestApp({
    rateLimitPerMinute: 1_000_000,
    kyc: {
      documentsDir: dir,
      maxDocumentBytes: MAX_BYTES,
      thresholds: { level1Above: 0, level2Above: 200_000, level3Above: 1_000_000 },
    },
  });
  operator = new Client(t.url, t.origin);
  const user = await operator.register();
  await grantRole(t.app.services.db, user.id, 'ADMIN');
});
afterAll(() => t.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(100, 32)]);
const details = {
  fullName: 'Alex Example',
  dateOfBirth: '1990-04-12',
  country: 'DE',
  address: '1 Example Street, Berlin',
};

async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, id: user.id as string };
}
const upload = (client: Client, level: number, fileName: string, bytes: Buffer) =>
  client.post('/api/kyc/documents', {
    data: { level, fileName, content: bytes.toString('base64') },
  });

describe('levels', () => {
  it('basic details give level 1; an under-age date is refused', async () => {
    const { client, id } = await player();
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    const refused = await client.post('/api/kyc/details', {
      data: { ...details, dateOfBirth: young.toISOString().slice(0, 10) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/18 or older/);
    expect(await kycLevelOf(t.app.services.db, id)).toBe(0);
    const res = await client.post('/api/kyc/details', { data: details });
    expect(res.status).toBe(200);
    expect(res.body.kyc).toMatchObject({ level: 1, details });
    expect(res.body.kyc.thresholds).toEqual({
      level1Above: 0,
      level2Above: 200_000,
      level3Above: 1_000_000,
    });
    expect(await kycLevelOf(t.app.services.db, id)).toBe(1);
  });

  it('a document needs the level before it', async () => {
    const { client } = await player();
    const res = await upload(client, 2, 'id.png', PNG);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Give your basic details first');
  });
});

describe('uploads', () => {
  it('refuses an oversized file, wrong magic bytes and path names, storing nothing', async () => {
    const { client } = await player();
    await client.post('/api/kyc/details', { data: details });
    const before = await readdir(dir);
    const big = await upload(client, 2, 'big.png', Buffer.concat([PNG, Buffer.alloc(MAX_BYTES)]));
    expect(big.status).toBe(400);
    expect(big.body.error.code).toBe('KYC_DOCUMENT_TOO_LARGE');
    const fake = await upload(client, 2, 'photo.png', Buffer.from('GIF89a not a png at all'));
    expect(fake.status).toBe(400);
    expect(fake.body.error.message).toBe('A document must be a PNG, a JPEG or a PDF file');
    for (const name of ['../../etc/passwd', '..\\secret.png', 'a/b.png', '.hidden.png', 'x..png']) {
      const res = await upload(client, 2, name, PNG);
      expect(res.status, name).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
    }
    const notBase64 = await client.post('/api/kyc/documents', {
      data: { level: 2, fileName: 'id.png', content: '<<<>>>' },
    });
    expect(notBase64.status).toBe(400);
    expect(await readdir(dir)).toEqual(before);
  });

  it('keeps a valid document under a server-made name, one pending per level', async () => {
    const { client } = await player();
    await client.post('/api/kyc/details', { data: details });
    const before = new Set(await readdir(dir));
    const res = await upload(client, 2, 'My Passport (1).png', PNG);
    expect(res.status).toBe(200);
    expect(res.body.kyc.documents[0]).toMatchObject({
      level: 2,
      fileName: 'My Passport (1).png',
      status: 'pending',
    });
    const added = (await readdir(dir)).filter((f) => !before.has(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[0-9a-f-]{36}\.png$/);
    const second = await upload(client, 2, 'again.png', PNG);
    expect(second.status).toBe(409);
    expect(await readdir(dir)).toHaveLength(before.size + 1);
    // Nothing under the site's own paths serves it.
    expect((await client.get(`/${added[0]}`)).status).toBe(404);
    expect((await client.get(`/kyc-documents/${added[0]}`)).status).toBe(404);
  });
});

describe('review', () => {
  it('operators list, fetch and approve; the player hears kyc.verified and rises a level', async () => {
    const { client, id } = await player();
    await client.post('/api/kyc/details', { data: details });
    const uploaded = await upload(client, 2, 'passport.pdf', PDF);
    const documentId = uploaded.body.kyc.documents[0].id as string;

    expect((await client.get('/api/admin/kyc/documents')).status).toBe(403);
    expect((await client.get(`/api/admin/kyc/documents/${documentId}/file`)).status).toBe(403);
    expect(
      (await new Client(t.url, t.origin).get(`/api/admin/kyc/documents/${documentId}/file`)).status,
    ).toBe(401);
    expect((await client.post(`/api/admin/kyc/documents/${documentId}/approve`)).status).toBe(403);

    const queue = await operator.get('/api/admin/kyc/documents');
    expect(queue.status).toBe(200);
    expect(queue.body.documents).toContainEqual(
      expect.objectContaining({ id: documentId, userId: id, mime: 'application/pdf', details }),
    );
    const file = await fetch(`${t.url}/api/admin/kyc/documents/${documentId}/file`, {
      headers: { cookie: operator.cookie },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);

    const socket = await client.socket();
    const heard = nextEvent(socket, 'kyc.verified');
    const approved = await operator.post(`/api/admin/kyc/documents/${documentId}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.document).toMatchObject({ status: 'approved', userLevel: 2 });
    expect(await heard).toEqual({ data: {} });
    socket.close();
    expect(await kycLevelOf(t.app.services.db, id)).toBe(2);
    const twice = await operator.post(`/api/admin/kyc/documents/${documentId}/approve`);
    expect(twice.status).toBe(409);
    expect((await client.get('/api/kyc')).body.kyc.level).toBe(2);
  });

  it('a rejection carries its reason and leaves the level', async () => {
    const { client, id } = await player();
    await client.post('/api/kyc/details', { data: details });
    const uploaded = await upload(client, 2, 'blurry.png', PNG);
    const documentId = uploaded.body.kyc.documents[0].id as string;
    expect(
      (await operator.post(`/api/admin/kyc/documents/${documentId}/reject`, { reason: '' })).status,
    ).toBe(400);
    const rejected = await operator.post(`/api/admin/kyc/documents/${documentId}/reject`, {
      reason: 'The photo is blurred',
    });
    expect(rejected.status).toBe(200);
    const status = (await client.get('/api/kyc')).body.kyc;
    expect(status.level).toBe(1);
    expect(status.documents[0]).toMatchObject({
      status: 'rejected',
      reason: 'The photo is blurred',
    });
    expect(await kycLevelOf(t.app.services.db, id)).toBe(1);
    // A new document may follow a rejection.
    expect((await upload(client, 2, 'sharp.png', PNG)).status).toBe(200);
  });
});
