import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxMailer } from './outboxMailer';

const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
let dir = '';

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('outboxMailer', () => {
  it('leaves each message whole under its .json name, readable by the server user only', async () => {
    dir = join(await mkdtemp(join(tmpdir(), 'outbox-')), 'mail');
    const mailer = outboxMailer(dir, 'site@example.com', log);
    const message = {
      to: 'p@example.com',
      subject: 'Reset',
      text: 'Go to https://x.example/r?password=t',
      html: '<p>Go</p>',
    };
    await Promise.all([mailer.send(message), mailer.send({ ...message, subject: 'Second' })]);

    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d+-[0-9a-f]{12}\.json$/);
    const records = await Promise.all(
      files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as unknown),
    );
    expect(records).toContainEqual({
      to: 'p@example.com',
      from: 'site@example.com',
      subject: 'Reset',
      text: 'Go to https://x.example/r?password=t',
      html: '<p>Go</p>',
      links: ['https://x.example/r?password=t'],
    });
    expect(((await stat(join(dir, files[0]!))).mode & 0o777).toString(8)).toBe('600');
  });
});
