import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CLIENT_CONFIG } from '../../../src/shared/client-config';
import { SkinUpgraderControls } from './SkinUpgraderControls';
import { upgradeTerms, type UpgradeTarget } from './upgrade-terms';

// No picture source: the skin is drawn.
vi.mock('../../../src/client/lib/runtime-config', () => ({
  clientConfig: () => ({ ...DEFAULT_CLIENT_CONFIG, catalogueImages: false }),
}));

const karambit: UpgradeTarget = {
  id: 'karambit-doppler',
  name: '★ Karambit | Doppler',
  rarity: 'rare-special',
  image: `/api/images/${'ab'.repeat(32)}.webp`,
  price: 120_000,
};

const controls = (target: UpgradeTarget | null) =>
  renderToStaticMarkup(
    <SkinUpgraderControls
      target={target}
      terms={upgradeTerms(5_000, target)}
      direction="under"
      onDirection={() => {}}
      onStake={() => {}}
      onChoose={() => {}}
    />,
  );

describe('SkinUpgraderControls', () => {
  it('shows the skin to win, drawn as its model in its rarity colour, beside its name', () => {
    const html = controls(karambit);
    const target = /data-testid="upgrade-target".*?<\/p><\/div><\/div>/s.exec(html)?.[0] ?? '';
    expect(target).toContain('★ Karambit | Doppler');
    expect(target).toContain('data-weapon-model="karambit"');
    expect(target).toContain('color:var(--rarity)');
    expect(target).toContain('--rarity:var(--rarity-rare-special)');
  });

  it('asks for a skin while none is picked', () => {
    const html = controls(null);
    expect(html).toContain('Choose a skin');
    expect(html).not.toContain('data-weapon-model');
  });
});
