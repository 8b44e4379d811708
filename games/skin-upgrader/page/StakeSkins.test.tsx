import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { StakeSkin } from './stake-skins';
import { StakeSkins } from './StakeSkins';

const skin = (id: string, name: string, value: number): StakeSkin => ({
  id,
  itemId: 'ak-47-redline',
  name,
  image: null,
  price: value,
  value,
  state: 'HELD',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const render = (skins: StakeSkin[] | null, picked: string[] = []) =>
  renderToStaticMarkup(
    <StakeSkins
      skins={skins}
      error={null}
      picked={picked}
      onToggle={() => {}}
      winAs="skin"
      onWinAs={() => {}}
    />,
  );

describe('StakeSkins', () => {
  it('lists each skin as a labelled checkbox with its value, in a named group', () => {
    const html = render([skin('a', 'AK-47 | Redline', 3_000)], ['a']);
    expect(html).toContain('<legend class="bet-panel__label">Skins to stake</legend>');
    expect(html).toMatch(/<label[^>]*><input type="checkbox" checked=""\/>.*AK-47 \| Redline/);
    expect(html).toContain('30.00');
    // What a win delivers: a radio group, the skin chosen.
    expect(html).toContain('<legend class="bet-panel__label">On a win</legend>');
    expect(html).toMatch(/checked="" value="skin"/);
  });

  it('says when the inventory is loading or empty', () => {
    expect(render(null)).toContain('Loading your skins');
    expect(render([])).toContain('No skins in your inventory');
  });

  it('stops offering more skins at ten', () => {
    const skins = Array.from({ length: 11 }, (_, i) => skin(`s${i}`, `Skin ${i}`, 100 + i));
    const html = render(
      skins,
      skins.slice(0, 10).map((s) => s.id),
    );
    expect(html.match(/type="checkbox" disabled=""/g)).toHaveLength(1);
    expect(html).toContain('At most 10 skins in one upgrade.');
  });
});
