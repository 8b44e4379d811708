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
/** The Chroma 2 Case's picture as the site addresses it. */
const CHROMA_2_PICTURE =
  '/api/images/f89c694e2f36380205579ef5f9aa5d695886e06c12225cbfdf6a99f5fe5dc3b6.webp';
const weaponOf = (html: string) => /data-weapon-class="([a-z-]+)"/.exec(html)?.[1];
const modelOf = (html: string) => /data-weapon-model="([a-z0-9-]+)"/.exec(html)?.[1];

describe('CaseArt', () => {
  beforeEach(() => {
    settings.catalogueImages = false;
  });

  it('draws each weapon model apart when the site serves no pictures, asking for none', () => {
    const names = [
      '★ Karambit | Fade',
      '★ Butterfly Knife | Fade',
      '★ M9 Bayonet | Lore',
      '★ Sport Gloves | Vice',
      'Glock-18 | Fade',
      'Desert Eagle | Blaze',
      'AK-47 | Redline',
      'M4A4 | Howl',
      'M4A1-S | Hyper Beast',
      'MP9 | Starlight Protector',
      'AWP | Asiimov',
      'XM1014 | Tranquility',
      'Negev | Power Loader',
    ];
    const drawn = names.map((name) => renderToStaticMarkup(<ItemCard item={item(name)} />));
    expect(drawn.map(weaponOf)).toEqual([
      'knife',
      'knife',
      'knife',
      'gloves',
      'pistol',
      'pistol',
      'rifle',
      'rifle',
      'rifle',
      'smg',
      'sniper',
      'shotgun',
      'machine-gun',
    ]);
    expect(drawn.map(modelOf)).toEqual([
      'karambit',
      'butterfly-knife',
      'm9-bayonet',
      'gloves',
      'glock-18',
      'desert-eagle',
      'ak-47',
      'm4a4',
      'm4a1-s',
      'mp9',
      'awp',
      'xm1014',
      'negev',
    ]);
    for (const html of drawn) {
      expect(html).not.toContain('<img');
      expect(html).not.toContain(FILE);
      // Filled with the current colour, which the art sets to its rarity's itself (a page
      // without the case pages' stylesheet, as the Skin Upgrader's, drew them white).
      expect(html).toContain('--rarity:var(--rarity-covert);color:var(--rarity)');
      expect(html).toContain('fill="currentColor"');
    }
    // Thirteen different drawings, not one rifle in thirteen colours.
    expect(new Set(drawn.map((html) => /<svg.*<\/svg>/.exec(html)![0])).size).toBe(names.length);
  });

  it('draws a crate for a case no drawing stands for', () => {
    const html = renderToStaticMarkup(
      <CaseArt image={null} rarity="covert" kind="case" slug="no-such-case" />,
    );
    expect(html).toContain('<rect');
    expect(weaponOf(html)).toBeUndefined();
  });

  it("shows an official case's own drawing, a file of its own, when the site serves no pictures", () => {
    const chroma = renderToStaticMarkup(
      <CaseArt image={null} rarity="covert" kind="case" slug="chroma-case" alt="Chroma Case" />,
    );
    const gamma = renderToStaticMarkup(
      <CaseArt image={null} rarity="covert" kind="case" slug="gamma-case" />,
    );
    expect(chroma).toMatch(/<img[^>]* src="[^"]*chroma-case[^"]*\.svg"/);
    expect(chroma).toContain('alt="Chroma Case"');
    expect(gamma).toMatch(/src="[^"]*gamma-case[^"]*\.svg"/);
    expect(chroma).not.toContain('data:');
  });

  it('shows the drawing of the official case whose picture a community case chose', () => {
    const html = renderToStaticMarkup(
      <CaseArt image={CHROMA_2_PICTURE} rarity="covert" kind="case" slug="my-community-case" />,
    );
    expect(html).toMatch(/src="[^"]*chroma-2-case[^"]*\.svg"/);
  });

  it('keeps the picture when the site serves pictures', () => {
    settings.catalogueImages = true;
    const html = renderToStaticMarkup(
      <CaseArt image={CHROMA_2_PICTURE} rarity="covert" kind="case" slug="chroma-2-case" />,
    );
    expect(html).toContain('format=webp/f89c694e2f36');
    expect(html).not.toContain('.svg');
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
