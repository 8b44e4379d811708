import type { Atom } from './tokenizeLine';

export type Style = 'bold' | 'italic' | 'underline' | 'strikethrough';
export type Styles = Partial<Record<Style, true>>;
export interface StyledAtom {
  atom: Atom;
  styles: Styles;
}

/** Markdown-like markers players already know; longest first so "**" is not two "*". */
const MARKERS: ReadonlyArray<readonly [string, Style]> = [
  ['**', 'bold'],
  ['__', 'underline'],
  ['~~', 'strikethrough'],
  ['*', 'italic'],
];

const charAt = (atoms: readonly Atom[], i: number) => {
  const atom = atoms[i];
  return atom?.kind === 'char' ? atom.char : undefined;
};

function markerAt(atoms: readonly Atom[], i: number, end: number) {
  for (const marker of MARKERS) {
    const [text] = marker;
    if (i + text.length > end) continue;
    if ([...text].every((c, k) => charAt(atoms, i + k) === c)) return marker;
  }
  return undefined;
}

/**
 * Where the marker opened at `open` closes, or -1. The styled part must be non-empty and
 * may not start or end with a space ("2 * 3 * 4" stays as typed). Other markers inside are
 * stepped over whole, so "*a **b** c*" closes at the last "*".
 */
function closingOf(atoms: readonly Atom[], open: number, end: number, marker: string): number {
  const from = open + marker.length;
  if (from >= end || charAt(atoms, from) === ' ') return -1;
  for (let j = from + 1; j < end;) {
    const found = markerAt(atoms, j, end);
    if (!found) {
      j++;
      continue;
    }
    if (found[0] === marker && charAt(atoms, j - 1) !== ' ') {
      // "***both***": the outer marker takes the last stars, leaving "*both*" inside.
      while (j + marker.length < end && charAt(atoms, j + marker.length) === marker[0]) j++;
      return j;
    }
    j += found[0].length;
  }
  return -1;
}

function styleRange(
  atoms: readonly Atom[],
  from: number,
  to: number,
  active: Styles,
  out: StyledAtom[],
) {
  let i = from;
  while (i < to) {
    const marker = markerAt(atoms, i, to);
    if (marker && !active[marker[1]]) {
      const close = closingOf(atoms, i, to, marker[0]);
      if (close !== -1) {
        styleRange(atoms, i + marker[0].length, close, { ...active, [marker[1]]: true }, out);
        i = close + marker[0].length;
        continue;
      }
    }
    out.push({ atom: atoms[i]!, styles: active });
    i++;
  }
}

/**
 * Applies **bold**, *italic*, __underline__ and ~~strikethrough~~ within one line. Links,
 * mentions and emotes are whole atoms, so a marker inside an address is never read as one.
 * Unpaired markers stay as typed.
 */
export function applyInlineStyles(atoms: readonly Atom[], base: Styles = {}): StyledAtom[] {
  const out: StyledAtom[] = [];
  styleRange(atoms, 0, atoms.length, base, out);
  return out;
}
