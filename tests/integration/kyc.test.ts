import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { kycLevelOf } from '../../src/server/domain/kyc';
import { enableTwoFactor } from '../helpers/cryptoCashier';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, nextEvent, startTestApp } from '../helpers/testApp';

// KYC: basic details give level 1; documents (checked by size and magic bytes, stored
// outside the web root under a server-made name) wait for an operator's review.

const MAX_BYTES = 4_096;
let t: TestApp;
let dir: string;
let operator: Client;
let operatorId: string;
let operatorCode: () => string;
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
  operatorId = user.id as string;
  await grantRole(t.app.services.db, user.id, 'ADMIN');
  // Staff open personal data only with 2FA on; enabling it validates this session.
  operatorCode = (await enableTwoFactor(operator)).code;
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

/** A document's bytes as an operator's browser asks for them: a POST with the 2FA body. */
const openFile = (who: Client, documentId: string, body: unknown) =>
  fetch(`${t.url}/api/admin/kyc/documents/${documentId}/file`, {
    method: 'POST',
    headers: { cookie: who.cookie, origin: t.origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const viewsOf = (documentId: string) =>
  queryRows<{ actor_id: string; target_id: string }>(
    t.app.services.db,
    sql`SELECT actor_id, target_id FROM audit_log
        WHERE action = 'kyc.view' AND details ->> 'documentId' = ${documentId}`,
  );

/** A player with basic details and one identity document waiting. */
async function waitingDocument(bytes = PNG) {
  const { client, id } = await player();
  await client.post('/api/kyc/details', { data: details });
  const uploaded = await upload(client, 2, 'passport.png', bytes);
  return { client, id, documentId: uploaded.body.kyc.documents[0].id as string };
}

describe('opening a document', () => {
  it("needs the operator's fresh 2FA, and each opening is audited", async () => {
    const { id, documentId } = await waitingDocument();
    // An operator without 2FA never sees personal data.
    const plain = new Client(t.url, t.origin);
    const plainUser = await plain.register();
    await grantRole(t.app.services.db, plainUser.id, 'ADMIN');
    const off = await openFile(plain, documentId, {});
    expect(off.status).toBe(403);
    expect(((await off.json()) as { error: { code: string } }).error.code).toBe(
      'TWO_FACTOR_REQUIRED',
    );

    // A stale validation needs a code; a malformed one is refused before anything is read.
    await queryRows(
      t.app.services.db,
      sql`UPDATE sessions SET two_factor_at = now() - interval '11 minutes'
          WHERE user_id = ${operatorId}`,
    );
    expect((await openFile(operator, documentId, {})).status).toBe(403);
    expect((await openFile(operator, documentId, { code: '12' })).status).toBe(400);
    expect((await openFile(operator, documentId, { code: '000000', extra: 1 })).status).toBe(400);
    expect(await viewsOf(documentId)).toEqual([]);

    const opened = await openFile(operator, documentId, { code: operatorCode() });
    expect(opened.status).toBe(200);
    expect(Buffer.from(await opened.arrayBuffer()).equals(PNG)).toBe(true);
    // The code validated the session: the next opening in the 10 minutes needs none.
    expect((await openFile(operator, documentId, {})).status).toBe(200);
    expect(await viewsOf(documentId)).toEqual([
      { actor_id: operatorId, target_id: id },
      { actor_id: operatorId, target_id: id },
    ]);
  });
});

describe('the review queue', () => {
  it('pages by cursor, oldest first, and refuses a malformed cursor', async () => {
    const waiting = [await waitingDocument(), await waitingDocument(), await waitingDocument()];
    const ids = waiting.map((w) => w.documentId);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const tail: string = after ? `&after=${after}` : '';
      const page = await operator.get(`/api/admin/kyc/documents?limit=2${tail}`);
      expect(page.status).toBe(200);
      expect(page.body.documents.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.documents.map((d: { id: string }) => d.id));
      after = page.body.nextCursor as string | null;
    } while (after);
    expect(new Set(seen).size).toBe(seen.length);
    // Oldest first: the three just uploaded close the queue, in their order.
    expect(seen.slice(-3)).toEqual(ids);
    expect((await operator.get('/api/admin/kyc/documents?after=nope')).status).toBe(400);
    expect((await operator.get('/api/admin/kyc/documents?limit=500')).status).toBe(400);
  });
});

describe('review', () => {
  it('operators list, fetch and approve; the player hears kyc.verified and rises a level', async () => {
    const { client, id } = await player();
    await client.post('/api/kyc/details', { data: details });
    const uploaded = await upload(client, 2, 'passport.pdf', PDF);
    const documentId = uploaded.body.kyc.documents[0].id as string;

    expect((await client.get('/api/admin/kyc/documents')).status).toBe(403);
    expect((await client.post(`/api/admin/kyc/documents/${documentId}/file`)).status).toBe(403);
    expect(
      (await new Client(t.url, t.origin).post(`/api/admin/kyc/documents/${documentId}/file`))
        .status,
    ).toBe(401);
    expect((await client.post(`/api/admin/kyc/documents/${documentId}/approve`)).status).toBe(403);

    const queue = await operator.get('/api/admin/kyc/documents');
    expect(queue.status).toBe(200);
    expect(queue.body.documents).toContainEqual(
      expect.objectContaining({ id: documentId, userId: id, mime: 'application/pdf', details }),
    );
    const file = await openFile(operator, documentId, {});
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
