import { EMBLEM_NAMES, type EmblemName } from './emblems';
import { PATTERNS, type PatternName } from './patterns';

// What each official case's drawing looks like, decided from its name alone so the same
// catalogue always draws the same cases: its series ("Chroma" of "Chroma 2 Case") gives the
// shell's colour, so a series reads as one family, and the full name picks the accent, the
// emblem and the pattern that tell its members apart.

export interface CaseDesign {
  slug: string;
  name: string;
  /** The shell's hue (its series'), 0-359. */
  hue: number;
  /** The badge's and pattern's hue (the case's own), 0-359. */
  accentHue: number;
  emblem: EmblemName;
  pattern: PatternName;
}

/** FNV-1a over the name's UTF-16 units: small, stable and spread enough for picking. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** "Chroma 2 Case" -> "Chroma"; "Operation Breakout Weapon Case" -> "Operation Breakout". */
export function seriesOf(name: string): string {
  return name
    .replace(/\b(Weapon )?Case\b/i, '')
    .replace(/\b\d+\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The designs of a catalogue's cases, in its order. Each picks its emblem and pattern from
 * its name's hash; one whose pair an earlier case already took steps to the next free pair,
 * so no two cases share both.
 */
export function caseDesigns(cases: readonly { slug: string; name: string }[]): CaseDesign[] {
  const pairs = EMBLEM_NAMES.length * PATTERNS.length;
  if (cases.length > pairs)
    throw new Error(`Only ${pairs} emblem and pattern pairs for ${cases.length} cases`);
  const taken = new Set<number>();
  return cases.map(({ slug, name }) => {
    const seed = hashOf(name);
    let pair = seed % pairs;
    while (taken.has(pair)) pair = (pair + 1) % pairs;
    taken.add(pair);
    return {
      slug,
      name,
      hue: hashOf(seriesOf(name)) % 360,
      accentHue: (seed >>> 12) % 360,
      emblem: EMBLEM_NAMES[pair % EMBLEM_NAMES.length]!,
      pattern: PATTERNS[Math.floor(pair / EMBLEM_NAMES.length)]!,
    };
  });
}
