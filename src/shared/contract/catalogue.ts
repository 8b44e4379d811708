import { z } from 'zod';
import { balanceSchema } from '../money';
import { CASE_RARITIES } from '../rarities';
import { entityIdSchema, imageUrlSchema, textSchema } from './common';
import { httpCall } from './define';

// The CS2 item catalogue with today's prices: what the community case builder picks from
// (and any game that names a target item). Prices come from the server's price feed; an
// item the feed cannot price is listed with price null and cannot go into a case.

export const CATALOGUE_PAGE_SIZE_DEFAULT = 24;
export const CATALOGUE_PAGE_SIZE_MAX = 60;
export const CATALOGUE_SEARCH_MAX = 64;
export const CATALOGUE_SORTS = ['name', 'price-asc', 'price-desc'] as const;

export const catalogueItemSchema = z.object({
  /** The catalogue id, as cases store it. */
  id: entityIdSchema,
  name: textSchema(),
  image: imageUrlSchema.nullable(),
  rarity: z.enum(CASE_RARITIES),
  /** Today's price in hundredths; null when the price feed has none. */
  price: balanceSchema.nullable(),
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be from ${min} to ${max}` })
    .max(max, { error: `${name} must be from ${min} to ${max}` });

export const catalogueQuerySchema = z
  .object({
    /** Matches any part of the item's name, ignoring case. */
    search: textSchema({ error: 'Search must be text' })
      .trim()
      .max(CATALOGUE_SEARCH_MAX, { error: `Search is at most ${CATALOGUE_SEARCH_MAX} characters` })
      .optional(),
    /** Price bounds in hundredths, both inclusive; either leaves out unpriced items. */
    minPrice: wholeNumber('minPrice', 0, Number.MAX_SAFE_INTEGER).optional(),
    maxPrice: wholeNumber('maxPrice', 0, Number.MAX_SAFE_INTEGER).optional(),
    sort: z
      .enum(CATALOGUE_SORTS, { error: 'Sort must be name, price-asc or price-desc' })
      .optional(),
    page: wholeNumber('page', 1, 10_000).optional(),
    limit: wholeNumber('limit', 1, CATALOGUE_PAGE_SIZE_MAX).optional(),
  })
  .strict()
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    error: 'minPrice cannot be above maxPrice',
    path: ['minPrice'],
  });
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

export const cataloguePageSchema = z.object({
  items: z.array(catalogueItemSchema),
  /** Items matching the query, over every page. */
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageCount: z.number().int().min(0),
});
export type CataloguePage = z.infer<typeof cataloguePageSchema>;

export const catalogueCalls = {
  listCatalogueItems: httpCall({
    method: 'GET',
    path: '/catalogue/items',
    summary:
      'CS2 items with their current prices: search by name, filter by price, sort; a page at a time',
    query: catalogueQuerySchema,
    response: cataloguePageSchema,
  }),
};
