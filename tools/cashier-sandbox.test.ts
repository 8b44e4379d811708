import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { confirmUsage, depositUsage } from './cashier-sandbox-usage';

describe('npm run cashier:sandbox in the README', () => {
  const readme = readFileSync('README.md', 'utf8');

  it('documents the arguments the command takes (deposit takes a coin amount)', () => {
    expect(readme).toContain(`npm run cashier:sandbox -- ${depositUsage}`);
    expect(readme).toContain(`npm run cashier:sandbox -- ${confirmUsage}`);
  });
});
