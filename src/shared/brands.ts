/**
 * The site's two platform variants. SITE_BRAND picks one per start; everything but what is
 * here (name, logo, accent colours, favicon, social links) is the same on both.
 */
export const BRAND_IDS = ['gemdrop', 'gemdrop-cs2'] as const;
export type BrandId = (typeof BRAND_IDS)[number];
export const DEFAULT_BRAND_ID: BrandId = 'gemdrop';

export interface Brand {
  id: BrandId;
  /** The site's name in titles, share previews, mail and the footer. */
  name: string;
  logo: {
    /** The wordmark in two parts: the second is drawn in the accent colour. */
    word: readonly [lead: string, accent: string];
    /** A short mark drawn on the gem tile and beside the wordmark (null: none). */
    badge: string | null;
    /** The gem tile's gradient, light to deep. */
    tile: readonly [light: string, deep: string];
  };
  /** The CSS custom properties that carry the accent (defaults in src/client/ui/tokens.css). */
  colors: {
    '--color-brand': string;
    '--color-brand-hover': string;
    '--color-brand-active': string;
    '--color-brand-soft': string;
    '--shadow-brand-glow': string;
  };
  /** The page's icon, a file in public/. */
  favicon: string;
  /** Where the site is followed: shown in the footer. */
  social: readonly { label: string; href: string }[];
}

export const BRANDS: Record<BrandId, Brand> = {
  gemdrop: {
    id: 'gemdrop',
    name: 'GemDrop',
    logo: { word: ['Gem', 'Drop'], badge: null, tile: ['#ffb15c', '#ff6a00'] },
    colors: {
      '--color-brand': '#ff8a1f',
      '--color-brand-hover': '#ff9c42',
      '--color-brand-active': '#f07a0e',
      '--color-brand-soft': 'rgba(255, 138, 31, 0.14)',
      '--shadow-brand-glow': '0 6px 24px rgba(255, 138, 31, 0.35)',
    },
    favicon: '/favicon.svg',
    social: [
      { label: 'X', href: 'https://x.com/gemdrop' },
      { label: 'Discord', href: 'https://discord.gg/gemdrop' },
      { label: 'YouTube', href: 'https://www.youtube.com/@gemdrop' },
    ],
  },
  'gemdrop-cs2': {
    id: 'gemdrop-cs2',
    name: 'GemDrop CS2',
    logo: { word: ['Gem', 'Drop'], badge: 'CS2', tile: ['#ffd66b', '#e09200'] },
    // A warmer gold, still dark text on it (contrast as the default's).
    colors: {
      '--color-brand': '#f5b100',
      '--color-brand-hover': '#ffc533',
      '--color-brand-active': '#db9d00',
      '--color-brand-soft': 'rgba(245, 177, 0, 0.14)',
      '--shadow-brand-glow': '0 6px 24px rgba(245, 177, 0, 0.35)',
    },
    favicon: '/favicon-cs2.svg',
    social: [
      { label: 'X', href: 'https://x.com/gemdropcs2' },
      { label: 'Discord', href: 'https://discord.gg/gemdropcs2' },
      { label: 'YouTube', href: 'https://www.youtube.com/@gemdropcs2' },
    ],
  },
};

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}

/** The brand with this id; the default for anything else. */
export function brandById(id: unknown): Brand {
  return BRANDS[isBrandId(id) ? id : DEFAULT_BRAND_ID];
}

/** "Games · GemDrop": a page's document title under the brand's name. */
export function pageTitle(brand: Brand, ...parts: string[]): string {
  return [...parts, brand.name].join(' · ');
}

/**
 * The accent as one CSS rule, written into the page's <head> so the first paint has it.
 * `html:root` outranks the stylesheet's `:root` wherever either loads.
 */
export function brandStyleRule(brand: Brand): string {
  const declarations = Object.entries(brand.colors)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `html:root{${declarations}}`;
}
