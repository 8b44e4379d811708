import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakpoints, colors, durations, minWidthQuery, rarityColors } from './tokens';

const clientDir = join(import.meta.dirname, '..');
const tokensCss = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');

/** The value of a custom property in the first (:root) block of tokens.css. */
function cssToken(name: string): string | undefined {
  const match = new RegExp(`--${name}:\\s*([^;]+);`).exec(tokensCss);
  return match?.[1]?.trim();
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return path.endsWith('.css') ? [path] : [];
  });
}

describe('design tokens', () => {
  it('rarity colours match the CS2 palette in CSS and JS', () => {
    expect(rarityColors).toEqual({
      consumer: '#b0c3d9',
      industrial: '#5e98d9',
      'mil-spec': '#4b69ff',
      restricted: '#8847ff',
      classified: '#d32ce6',
      covert: '#eb4b4b',
      'rare-special': '#e4ae39',
      contraband: '#e4ae39',
    });
    for (const [name, value] of Object.entries(rarityColors)) {
      expect(cssToken(`rarity-${name}`), name).toBe(value);
    }
  });

  it('JS colours and durations mirror tokens.css', () => {
    for (const [name, value] of Object.entries(colors)) {
      expect(cssToken(`color-${name}`), name).toBe(value);
    }
    for (const [name, ms] of Object.entries(durations)) {
      expect(cssToken(`duration-${name}`), name).toBe(`${ms}ms`);
    }
  });

  it('breakpoints are the spec values', () => {
    expect(breakpoints).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
    expect(minWidthQuery('md')).toBe('(min-width: 768px)');
  });

  it('every media query in the client uses a token breakpoint', () => {
    const allowed = new Set<number>(Object.values(breakpoints));
    const files = cssFiles(clientDir);
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const css = readFileSync(file, 'utf8');
      for (const match of css.matchAll(/\((?:min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)) {
        const width = Number(match[1]);
        // max-width queries sit one pixel (or a fraction) below a breakpoint.
        const ok = allowed.has(width) || allowed.has(Math.ceil(width)) || allowed.has(width + 1);
        expect(ok, `${file}: ${match[0]}`).toBe(true);
      }
    }
  });
});
