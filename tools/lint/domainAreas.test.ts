// The domain's areas form no loop, of two or more (domainAreas.ts says why). Proved on
// small folders written to a temporary directory, then held on the repo's own domain.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN, areaLoops, domainAreaEdges } from './domainAreas';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'domain-areas-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `files` (relative to a fresh domain folder) and returns the loops of areas. */
function loops(files: Record<string, string>): string[] {
  const root = mkdtempSync(join(dir, 'p-'));
  for (const [file, text] of Object.entries(files)) {
    const at = join(root, DOMAIN, file);
    mkdirSync(dirname(at), { recursive: true });
    writeFileSync(at, text);
  }
  return areaLoops(domainAreaEdges(root));
}

describe('domain areas form no loop', () => {
  it('reports two areas that import each other, a type-only import too, with the imports', () => {
    expect(
      loops({
        'games/bets.ts': "import { pay } from '../wallet/wallet';\nexport const bet = pay;\n",
        'wallet/wallet.ts': 'export const pay = 1;\n',
        'wallet/history.ts': "import type { Kind } from '../games/kinds';\nexport type H = Kind;\n",
        'games/kinds.ts': 'export type Kind = string;\n',
      }),
    ).toEqual([
      'games → wallet → games: games/bets.ts → wallet/wallet.ts; wallet/history.ts → games/kinds.ts',
    ]);
  });

  it('reports three areas in a loop, though no two import each other', () => {
    expect(
      loops({
        'games/bets.ts': "import { pay } from '../wallet/wallet';\nexport const bet = pay;\n",
        'wallet/wallet.ts': "import { xp } from '../xp/xp';\nexport const pay = xp;\n",
        'xp/xp.ts': "import type { Kind } from '../games/kinds';\nexport const xp = 1;\n",
        'games/kinds.ts': 'export type Kind = string;\n',
        'chat/chat.ts': "import { bet } from '../games/bets';\nexport const c = bet;\n",
      }),
    ).toEqual([
      'games → wallet → xp → games: games/bets.ts → wallet/wallet.ts; wallet/wallet.ts → xp/xp.ts; xp/xp.ts → games/kinds.ts',
    ]);
  });

  it('reports a loop by its shortest cycle through its first area, with the areas it leaves out', () => {
    expect(
      loops({
        'a/a.ts':
          "import { b } from '../b/b';\nimport { c } from '../c/c';\nexport const a = b + c;\n",
        'b/b.ts': 'export const b = 1;\n',
        'c/c.ts': "import { d } from '../d/d';\nexport const c = d;\n",
        'd/d.ts': "import { a } from '../a/a';\nexport const d = a;\n",
        'b/late.ts': "import { d } from '../d/d';\nexport const late = d;\n",
      }),
    ).toEqual([
      'a → b → d → a: a/a.ts → b/b.ts; b/late.ts → d/d.ts; d/d.ts → a/a.ts (the loop also holds c)',
    ]);
  });

  it('passes one-way edges, a shared module at the root, lazy imports and tests beside the code', () => {
    expect(
      loops({
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
      loops({
        'kyc/routes/kyc.ts':
          "import { guard } from '../../admin/guard';\nexport const r = guard;\n",
        'admin/guard.ts': 'export const guard = 1;\n',
        'admin/detail.ts': "import { status } from '../kyc/status';\nexport const d = status;\n",
        'kyc/status.ts': 'export const status = 1;\n',
      }),
    ).toEqual([]);
    expect(
      loops({
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
    expect(areaLoops(edges)).toEqual([]);
  });
});
