// The PostgreSQL suite runs its files two at a time, each on a database of its own, and the
// files that also use Redis one at a time after them (vitest.config.ts, project pg-redis):
// Redis keys and channels have no per-file namespace. The suffix is what sorts a file, so a
// file that reaches Redis must carry it, and a file that carries it must reach Redis.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PG_TESTS = fileURLToPath(new URL('../../tests/pg/', import.meta.url));

/** A file reaches Redis through the suite's one address for it. */
const usesRedis = (path: string) => /\bREDIS_URL\b/.test(readFileSync(path, 'utf8'));

describe('the PostgreSQL suite sorts its files by the Redis they use', () => {
  const files = readdirSync(PG_TESTS).filter((name) => name.endsWith('.test.ts'));

  it('finds the suite', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('names every file that uses Redis *.redis.test.ts, and no other', () => {
    const misnamed = files.filter(
      (name) => name.endsWith('.redis.test.ts') !== usesRedis(PG_TESTS + name),
    );
    expect(misnamed).toEqual([]);
  });
});
