import { z } from 'zod';
import {
  CASE_TICKETS_TOTAL,
  casePrice,
  percentOfTickets,
  ticketsFromPercent,
} from '../../../../games/case-unbox/core';
import type { CatalogueItem } from '../../../shared/contract/catalogue';
import { CASE_RARITIES } from '../../../shared/rarities';
import {
  COMMUNITY_CASE_ITEMS_MAX,
  createCommunityCaseBodySchema,
} from '../../../shared/contract/communityCases';

/** An item in the builder: what the catalogue said of it, and its odds as typed ("12.5"). */
export interface BuilderItem {
  id: string;
  name: string;
  image: string | null;
  rarity: CatalogueItem['rarity'];
  /** Today's price in hundredths (only priced items can be added). */
  price: number;
  odds: string;
}

export interface BuilderValues {
  name: string;
  imageCase: string;
  items: BuilderItem[];
}

const ODDS_FORMAT = 'Odds are a percent with up to 3 decimals, e.g. 12.5';

/**
 * The builder's form: each odds text must be a percent with up to three decimals, then the
 * values become the request body and go through the contract's own schema, so the form
 * refuses exactly what the server refuses, in the same words (name rules, 2-30 items, odds
 * adding up to 100%, no item twice).
 */
export const builderSchema = z
  .object({
    name: z.string(),
    imageCase: z.string().min(1, { error: 'Choose a picture for the case' }),
    items: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        image: z.string().nullable(),
        rarity: z.enum(CASE_RARITIES),
        price: z.number(),
        odds: z
          .string()
          .trim()
          .min(1, { error: 'Enter the odds', abort: true })
          .refine((text) => ticketsFromPercent(text) !== null, { error: ODDS_FORMAT }),
      }),
    ),
  })
  .transform((values): z.input<typeof createCommunityCaseBodySchema> => {
    const items = values.items.map((item) => ({
      id: item.id,
      tickets: ticketsFromPercent(item.odds) ?? 0,
    }));
    const priced = values.items.map((item, i) => ({
      price: item.price,
      tickets: items[i]!.tickets,
    }));
    return { name: values.name, imageCase: values.imageCase, items, price: casePrice(priced) };
  })
  .pipe(createCommunityCaseBodySchema);

export type BuilderInput = z.input<typeof builderSchema>;
export type BuilderOutput = z.output<typeof builderSchema>;

/** What the summary shows while the player builds: the odds so far and, once whole, the price. */
export interface LiveQuote {
  /** Tickets the readable odds add up to (out of 100,000). */
  tickets: number;
  /** Every odds text reads as a percent. */
  readable: boolean;
  /** The price by the site rule, once the odds add up to exactly 100%; null before. */
  price: number | null;
  /** The items as the price rule sees them (for the exact return). */
  priced: Array<{ price: number; tickets: number }>;
}

export function liveQuote(items: readonly Pick<BuilderItem, 'price' | 'odds'>[]): LiveQuote {
  const tickets = items.map((item) => ticketsFromPercent(item.odds));
  const readable = tickets.every((t) => t !== null && t > 0);
  const total = tickets.reduce<number>((sum, t) => sum + (t ?? 0), 0);
  const priced = items.map((item, i) => ({ price: item.price, tickets: tickets[i] ?? 0 }));
  const whole = readable && items.length > 0 && total === CASE_TICKETS_TOTAL;
  return { tickets: total, readable, price: whole ? casePrice(priced) : null, priced };
}

/**
 * Odds split as evenly as whole tickets allow, the first items taking the one-ticket
 * remainders, so they always add up to exactly 100%.
 */
export function evenOdds(count: number): string[] {
  if (count <= 0) return [];
  const each = Math.floor(CASE_TICKETS_TOTAL / count);
  const extra = CASE_TICKETS_TOTAL - each * count;
  return Array.from({ length: count }, (_, i) => percentOfTickets(each + (i < extra ? 1 : 0)));
}

/** Why `item` cannot be added now, or null when it can. */
export function addRefusal(item: CatalogueItem, items: readonly { id: string }[]): string | null {
  if (item.price === null) return `${item.name} has no price yet, so it cannot go in a case`;
  if (items.some((added) => added.id === item.id)) return `${item.name} is already in the case`;
  if (items.length >= COMMUNITY_CASE_ITEMS_MAX)
    return `A case holds at most ${COMMUNITY_CASE_ITEMS_MAX} items`;
  return null;
}

/** A catalogue item as a builder row, with starting odds (the caller re-splits or edits). */
export function builderItemOf(item: CatalogueItem, odds = ''): BuilderItem {
  if (item.price === null) throw new Error('Only priced items go in a case');
  return {
    id: item.id,
    name: item.name,
    image: item.image,
    rarity: item.rarity,
    price: item.price,
    odds,
  };
}

/**
 * What is wrong with the item list as a whole (count, a repeat, the odds total), or null:
 * read from the values as they are now, so the message clears the moment the odds are fixed.
 */
export function itemsProblem(values: BuilderInput): string | null {
  const issues = builderSchema.safeParse(values).error?.issues ?? [];
  const issue = issues.find((i) => i.path.length === 1 && i.path[0] === 'items');
  return issue?.message ?? null;
}
