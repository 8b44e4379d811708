import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BattleReplayTable } from './BattleReplayTable';
import { verifyCaseBattle } from './battle-verify';

// The replay clipped its 4th seat at 1440 px: its cells never wrapped, so four seats of
// skin names were wider than the article. Columns now share the width and wrap; only many
// seats fall back on the scroll container.

const css = readFileSync('games/case-battle/verifier/case-battle-verifier.css', 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);
const declarations = (selector: string) =>
  [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)]
    .filter(([, selectors]) => selectors!.split(',').some((s) => s.trim() === selector))
    .map(([, , body]) => body)
    .join(';');

const knife = {
  name: 'Knife Case',
  amount: 1,
  price: 8,
  items: [{ name: '★ Karambit | Case Hardened (Factory New)', price: 7, tickets: 100_000 }],
};

describe('the case-battle replay table', () => {
  it('lays four seats out in columns that share the width and wrap', () => {
    const check = verifyCaseBattle({
      serverSeed: 'seed',
      serverSeedHash: '',
      beaconValue: 'abc',
      mode: 'VERSUS',
      options: [],
      playerAmount: 4,
      cases: [knife],
    });
    if (!check.ok) throw new Error(check.error);
    const html = renderToStaticMarkup(
      <BattleReplayTable check={check} seatNames={['ana', 'ben', 'cy', 'dee']} />,
    );
    expect(html).toContain('class="battle-replay__table" style="--seats:4"');
    expect(declarations('.battle-replay__table')).toMatch(/table-layout:\s*fixed/);
    expect(declarations('.battle-replay__table td')).toMatch(/white-space:\s*normal/);
    // The scroll container stays for battles with more seats than fit.
    expect(declarations('.battle-replay')).toMatch(/overflow-x:\s*auto/);
    expect(declarations('.battle-replay__table')).toMatch(/min-width:\s*calc\(/);
  });
});
