import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineMismatches, promisedNodeVersions } from './engines';

describe('the install on the promised Node versions', () => {
  it('holds no package whose engines refuse them (npm ci would warn EBADENGINE)', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
    const versions = promisedNodeVersions('package.json');
    expect(versions[0]).toBe('20.19.0');
    expect(engineMismatches(lock, versions)).toEqual([]);
  });

  it('.nvmrc names the major the README promises', () => {
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe('20');
  });

  it('finds a package that needs a newer Node', () => {
    const lock = {
      packages: {
        '': { version: '1.0.0' },
        'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
        'node_modules/a/node_modules/ok': { version: '1.0.0', engines: { node: '>=18' } },
        'node_modules/old': { version: '1.0.0', engines: ['node >= 0.4'] },
      },
    };
    expect(engineMismatches(lock, ['20.19.0'])).toEqual([
      { name: 'cookie', version: '2.0.2', node: '>=22', against: '20.19.0' },
    ]);
  });
});
