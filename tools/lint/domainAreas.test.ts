// The domain's areas import each other one way only (domainAreas.ts says why). Proved on
// small folders written to a temporary directory, then held on the repo's own domain.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN, domainAreaEdges, twoWayAreas } from './domainAreas';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'domain-areas-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `files` (relative to a fresh domain folder) and returns the two-way pairs. */
function pairs(files: Record<string, string>): string[] {
  const root = mkdtempSync(join(dir, 'p-'));
  for (const [file, text] of Object.entries(files)) {
    const at = join(root, DOMAIN, file);
    mkdirSync(dirname(at), { recursive: true });
    writeFileSync(at, text);
  }
  return twoWayAreas(domainAreaEdges(root));
}

describe('domain areas import each other one way', () => {
  it('reports two areas that import each other, a type-only import too, with the imports', () => {
    expect(
      pairs({
        'games/bets.ts': "import { pay } from '../wallet/wallet';\nexport const bet = pay;\n",
        'wallet/wallet.ts': 'export const pay = 1;\n',
        'wallet/history.ts': "import type { Kind } from '../games/kinds';\nexport type H = Kind;\n",
        'games/kinds.ts': 'export type Kind = string;\n',
      }),
    ).toEqual([
      'games ↔ wallet: games/bets.ts → wallet/wallet.ts; wallet/history.ts → games/kinds.ts',
    ]);
  });

  it('passes one-way edges, a shared module at the root, lazy imports and tests beside the code', () => {
    expect(
      pairs({
        'games/bets.ts':
          "import { pay } from '../wallet/wallet';\nimport type { W } from '../windows';\nexport const bet = pay;\n",
        'wallet/wallet.ts':
          "import type { W } from '../windows';\nexport const pay = () => import('../games/bets');\n",
        'wallet/wallet.test.ts': "import { bet } from '../games/bets';\nexport const t = bet;\n",
        'windows.ts': 'export type W = number;\n',
      }),
    ).toEqual([]);
  });

  it("leaves out an area's routes/, which only its module.ts imports", () => {
    expect(
      pairs({
        'kyc/routes/kyc.ts':
          "import { guard } from '../../admin/guard';\nexport const r = guard;\n",
        'admin/guard.ts': 'export const guard = 1;\n',
        'admin/detail.ts': "import { status } from '../kyc/status';\nexport const d = status;\n",
        'kyc/status.ts': 'export const status = 1;\n',
      }),
    ).toEqual([]);
    expect(
      pairs({
        'kyc/review.ts': "import { guard } from '../admin/guard';\nexport const r = guard;\n",
        'admin/guard.ts': 'export const guard = 1;\n',
        'admin/detail.ts': "import { status } from '../kyc/status';\nexport const d = status;\n",
        'kyc/status.ts': 'export const status = 1;\n',
      }),
    ).toHaveLength(1);
  });

  it('holds in the repo', () => {
    const edges = domainAreaEdges(process.cwd());
    expect(edges.size).toBeGreaterThan(10); // the scan found the domain's areas
    expect(twoWayAreas(edges)).toEqual([]);
  });
});
