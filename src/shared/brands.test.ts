import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BRAND_IDS,
  BRANDS,
  brandById,
  brandStyleRule,
  DEFAULT_BRAND_ID,
  isBrandId,
  pageTitle,
} from './brands';

const root = join(import.meta.dirname, '../..');
const tokensCss = readFileSync(join(root, 'src/client/ui/tokens.css'), 'utf8');

describe('brands', () => {
  it('has the default GemDrop and a second brand whose logo carries CS2', () => {
    expect(DEFAULT_BRAND_ID).toBe('gemdrop');
    expect(BRANDS.gemdrop.name).toBe('GemDrop');
    expect(BRANDS.gemdrop.logo.badge).toBeNull();
    expect(BRANDS['gemdrop-cs2'].logo.badge).toBe('CS2');
    for (const id of BRAND_IDS) expect(BRANDS[id].id).toBe(id);
  });

  it('gives each brand its own name, icon, accent and social links', () => {
    const [a, b] = BRAND_IDS.map((id) => BRANDS[id]);
    expect(a!.name).not.toBe(b!.name);
    expect(a!.favicon).not.toBe(b!.favicon);
    expect(a!.colors['--color-brand']).not.toBe(b!.colors['--color-brand']);
    expect(a!.social.map((s) => s.href)).not.toEqual(b!.social.map((s) => s.href));
  });

  it("has every brand's icon in public/ and only https social links", () => {
    for (const id of BRAND_IDS) {
      const brand = BRANDS[id];
      expect(existsSync(join(root, 'public', brand.favicon)), brand.favicon).toBe(true);
      for (const link of brand.social) expect(link.href).toMatch(/^https:\/\/[^/]+\//);
    }
  });

  it("keeps the default brand's accent equal to tokens.css, so the stylesheet agrees", () => {
    for (const [name, value] of Object.entries(BRANDS.gemdrop.colors)) {
      expect(tokensCss, name).toContain(`${name}: ${value};`);
    }
  });

  it('sets exactly the accent properties tokens.css defines', () => {
    for (const id of BRAND_IDS) {
      for (const name of Object.keys(BRANDS[id].colors)) expect(tokensCss).toContain(`${name}:`);
    }
  });

  it('falls back to the default for an unknown id', () => {
    expect(isBrandId('gemdrop-cs2')).toBe(true);
    for (const junk of ['', 'GemDrop', 'cs2', 42, null, undefined]) {
      expect(isBrandId(junk)).toBe(false);
      expect(brandById(junk)).toBe(BRANDS.gemdrop);
    }
    expect(brandById('gemdrop-cs2')).toBe(BRANDS['gemdrop-cs2']);
  });

  it('titles pages under the brand name', () => {
    expect(pageTitle(BRANDS.gemdrop, 'Games')).toBe('Games · GemDrop');
    expect(pageTitle(BRANDS['gemdrop-cs2'], 'Cobra', 'Profile')).toBe(
      'Cobra · Profile · GemDrop CS2',
    );
  });

  it('writes the accent as one rule that outranks the stylesheet :root', () => {
    expect(brandStyleRule(BRANDS['gemdrop-cs2'])).toBe(
      'html:root{--color-brand:#f5b100;--color-brand-hover:#ffc533;--color-brand-active:#db9d00;' +
        '--color-brand-soft:rgba(245, 177, 0, 0.14);--shadow-brand-glow:0 6px 24px rgba(245, 177, 0, 0.35)}',
    );
  });
});
