import { CASE_RARITIES, type CaseRarity } from '../../src/shared/rarities';
import { DOPPLER_PHASES } from '../../src/server/domain/marketName';

// Turns the open CS2 data set (items and their English names) into our catalogue snapshot:
// every weapon case with contents and rare specials, and each of their items once.

/** What the data set holds of an item, as far as the catalogue needs it. */
export interface SourceItem {
  id: number;
  type: string;
  containerType?: number;
  contents?: number[];
  specials?: number[];
  rarity?: string;
  image?: string;
  /** A Doppler's phase: items that share a name and differ only by pattern. */
  altName?: string;
}

export interface CatalogueItem {
  /** A slug of the name: stable across data set versions (entity id rules). */
  id: string;
  name: string;
  rarity: CaseRarity;
  image: string | null;
}

export interface CatalogueCase {
  slug: string;
  name: string;
  image: string | null;
  /** Item ids from the most common rarity to the rarest, then by name. */
  items: string[];
}

export interface Catalogue {
  /** Sorted by id; each item once, however many cases hold it. */
  items: CatalogueItem[];
  /** Sorted by name. */
  cases: CatalogueCase[];
}

/** The game's rarity colours (look-and-feel.md) to our rarity names. */
const RARITY_BY_COLOUR: Record<string, CaseRarity> = {
  '#b0c3d9': 'consumer',
  '#5e98d9': 'industrial',
  '#4b69ff': 'mil-spec',
  '#8847ff': 'restricted',
  '#d32ce6': 'classified',
  '#eb4b4b': 'covert',
  '#e4ae39': 'rare-special',
};

const WEAPON_CASE = 0;
const CONTAINER_PREFIX = 'Container | ';
const ID_MAX = 64;
const RARITY_RANK: readonly CaseRarity[] = CASE_RARITIES;

export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The catalogue: cases sorted by name, items sorted by id, each case's items from the most
 * common rarity to the rarest, then by name, so the ticket ranges read from common to rare.
 * Throws when the data set breaks an assumption (a name missing, an unknown colour or phase,
 * two items under one id) rather than write a catalogue that is quietly wrong.
 */
export function catalogueFromItems(
  source: readonly SourceItem[],
  nameOf: (id: number) => string | undefined,
): Catalogue {
  const byId = new Map(source.map((item) => [item.id, item]));
  const named = (id: number) => {
    const name = nameOf(id);
    if (!name) throw new Error(`The data set has no English name for item ${id}`);
    return name;
  };
  const boxes = source.filter(
    (item) =>
      item.type === 'case' &&
      item.containerType === WEAPON_CASE &&
      (item.contents?.length ?? 0) > 0 &&
      (item.specials?.length ?? 0) > 0,
  );
  const sourceOf = (id: number) => {
    const item = byId.get(id);
    if (!item) throw new Error(`A case lists item ${id}, which the data set lacks`);
    return item;
  };
  // Many cases list one phase of a Doppler for the finish as a whole (the data set's
  // choice); a phase is named only where the catalogue holds several of one finish.
  const phasesOf = new Map<string, Set<string>>();
  for (const id of boxes.flatMap((box) => [...box.contents!, ...box.specials!])) {
    const phase = sourceOf(id).altName;
    if (phase === undefined) continue;
    if (!(DOPPLER_PHASES as readonly string[]).includes(phase)) {
      throw new Error(`Item ${id} has an unknown phase ${phase}`);
    }
    const phases = phasesOf.get(named(id)) ?? new Set<string>();
    phasesOf.set(named(id), phases.add(phase));
  }
  const items = new Map<string, CatalogueItem>();
  const add = (sourceId: number, special: boolean): CatalogueItem => {
    const item = sourceOf(sourceId);
    const base = named(sourceId);
    const phase = (phasesOf.get(base)?.size ?? 0) > 1 ? item.altName : undefined;
    // Knives and gloves: starred and gold "rare special" in game whatever their finish.
    const rarity = special ? 'rare-special' : RARITY_BY_COLOUR[item.rarity ?? ''];
    if (!rarity) throw new Error(`Item ${sourceId} has an unknown rarity ${item.rarity}`);
    const name = `${special ? '★ ' : ''}${base}${phase ? ` (${phase})` : ''}`;
    const entry = { id: slugOf(name), name, rarity, image: item.image ?? null };
    if (entry.id.length > ID_MAX) throw new Error(`Item id ${entry.id} is too long`);
    const known = items.get(entry.id);
    if (known && JSON.stringify(known) !== JSON.stringify(entry)) {
      throw new Error(`Two items share the id ${entry.id}: ${known.name} and ${name}`);
    }
    items.set(entry.id, entry);
    return entry;
  };
  const cases = boxes
    .map((box) => {
      const name = named(box.id).replace(CONTAINER_PREFIX, '');
      const list = [
        ...box.contents!.map((id) => add(id, false)),
        ...box.specials!.map((id) => add(id, true)),
      ].sort(
        (a, b) =>
          RARITY_RANK.indexOf(a.rarity) - RARITY_RANK.indexOf(b.rarity) ||
          a.name.localeCompare(b.name, 'en') ||
          a.id.localeCompare(b.id, 'en'),
      );
      if (new Set(list.map((item) => item.id)).size !== list.length) {
        throw new Error(`${name} lists an item twice`);
      }
      return { slug: slugOf(name), name, image: box.image ?? null, items: list.map((i) => i.id) };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  if (new Set(cases.map((box) => box.slug)).size !== cases.length) {
    throw new Error('Two cases share a slug');
  }
  const sorted = [...items.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { items: sorted, cases };
}
