import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CLIENT_CONFIG } from '../../../shared/client-config';
import { CaseArt } from './CaseArt';
import { ItemCard } from './ItemCard';

// The page's settings say whether the site serves pictures; each test sets them.
const settings = vi.hoisted(() => ({ catalogueImages: false }));
vi.mock('../../lib/runtime-config', () => ({
  clientConfig: () => ({ ...DEFAULT_CLIENT_CONFIG, ...settings }),
}));

const FILE = `${'c4'.repeat(32)}.webp`;
const item = (name: string) => ({
  name,
  image: `/api/images/${FILE}`,
  rarity: 'covert' as const,
  price: 1_000,
});
const weaponOf = (html: string) => /data-weapon-class="([a-z-]+)"/.exec(html)?.[1];

describe('CaseArt', () => {
  beforeEach(() => {
    settings.catalogueImages = false;
  });

  it('draws each weapon class apart when the site serves no pictures, asking for none', () => {
    const drawn = [
      '★ Karambit | Fade',
      '★ Sport Gloves | Vice',
      'Glock-18 | Fade',
      'AK-47 | Redline',
      'MP9 | Starlight Protector',
      'AWP | Asiimov',
      'XM1014 | Tranquility',
      'Negev | Power Loader',
    ].map((name) => renderToStaticMarkup(<ItemCard item={item(name)} />));
    expect(drawn.map(weaponOf)).toEqual([
      'knife',
      'gloves',
      'pistol',
      'rifle',
      'smg',
      'sniper',
      'shotgun',
      'machine-gun',
    ]);
    for (const html of drawn) {
      expect(html).not.toContain('<img');
      expect(html).not.toContain(FILE);
    }
    // Eight different drawings, not one rifle in eight colours.
    expect(new Set(drawn.map((html) => /<svg.*<\/svg>/.exec(html)![0])).size).toBe(8);
  });

  it('draws a crate for a case', () => {
    const html = renderToStaticMarkup(<CaseArt image={null} rarity="covert" kind="case" />);
    expect(html).toContain('<rect');
    expect(weaponOf(html)).toBeUndefined();
  });

  it('asks the site for the picture at 1x and 2x when it serves pictures', () => {
    settings.catalogueImages = true;
    const html = renderToStaticMarkup(
      <CaseArt image={`/api/images/${FILE}`} rarity="covert" box={{ width: 96, height: 64 }} />,
    );
    expect(html).toContain(
      `src="/api/images/width=96,height=64,fit=contain,quality=80,format=webp/${FILE}"`,
    );
    expect(html).toContain(
      `srcSet="/api/images/width=96,height=64,fit=contain,quality=80,format=webp/${FILE} 1x, /api/images/width=192,height=128,fit=contain,quality=80,format=webp/${FILE} 2x"`,
    );
    expect(html).toContain('width="96" height="64"');
  });

  it('never asks a third party, even when the site serves pictures', () => {
    settings.catalogueImages = true;
    const html = renderToStaticMarkup(
      <CaseArt image="https://images.example/images/a.webp" rarity="covert" name="AWP | Asiimov" />,
    );
    expect(html).not.toContain('<img');
    expect(weaponOf(html)).toBe('sniper');
  });
});
