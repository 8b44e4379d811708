import type { Hundredths } from '../../../shared/money';
import { formatGemsInput, parseGemsInput } from '../instant-games/gems-text';

// An upgrade's staked skins as the verifier's one line of text: each skin's name and its
// value when staked, separated by semicolons ("AK-47 | Redline 30.00; AWP | Atheris 4.10").
// A link from a bet fills it; a player can type it from the bet's record.

export interface StakedSkin {
  name: string;
  /** Hundredths: its catalogue value when staked. */
  price: Hundredths;
}

export const STAKED_SKINS_MAX_TEXT = 2_000;

/** The skins as the verifier's text. */
export function formatStakedSkins(skins: readonly StakedSkin[]): string {
  return skins.map((skin) => `${skin.name} ${formatGemsInput(skin.price)}`).join('; ');
}

/** The skins of the text, none for blank text; null if a part is not "name value". */
export function parseStakedSkins(text: string): StakedSkin[] | null {
  if (text.trim() === '') return [];
  const skins: StakedSkin[] = [];
  for (const part of text.split(';')) {
    const match = /^\s*(\S.*?)\s+([\d,]*\.?\d+)\s*$/.exec(part);
    const price = match ? parseGemsInput(match[2]!) : null;
    if (!match || price === null || price <= 0) return null;
    skins.push({ name: match[1]!, price });
  }
  return skins;
}
