import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { LOG_FLUSH_MS, bufferedLog } from './logDestination';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function logFile() {
  const dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
  dirs.push(dir);
  const path = join(dir, 'out.log');
  const destination = bufferedLog(path);
  return { path, destination, log: pino(destination), read: () => readFileSync(path, 'utf8') };
}

describe('the buffered log', () => {
  it('holds a few lines rather than writing each alone', () => {
    const { log, read } = logFile();
    log.info({ n: 1 }, 'first');
    log.info({ n: 2 }, 'second');
    expect(read()).toBe('');
  });

  it('writes what it holds within its flush interval', async () => {
    const { log, read } = logFile();
    log.info('held');
    await new Promise((resolve) => setTimeout(resolve, LOG_FLUSH_MS + 300));
    expect(read()).toContain('"msg":"held"');
  });

  it('writes at once once a buffer is full, and everything on flushSync', () => {
    const { log, read, destination } = logFile();
    for (let i = 0; i < 40; i++) log.info({ i, pad: 'x'.repeat(100) }, 'line');
    const written = read().split('\n').filter(Boolean).length;
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(40);
    destination.flushSync();
    expect(read().split('\n').filter(Boolean)).toHaveLength(40);
  });
});
