import { z } from 'zod';
import { type InventoryItem, InventoryUnavailable, type SteamInventory } from './steamInventory';

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

// Steam's public inventory endpoint, as documented (tests/fixtures/steam-inventory/README.md):
// assets join their descriptions by class and instance; more_items pages on with
// start_assetid.
const asset = z.looseObject({
  assetid: z.string(),
  classid: z.string(),
  instanceid: z.string(),
});
const description = z.looseObject({
  classid: z.string(),
  instanceid: z.string(),
  market_hash_name: z.string(),
  icon_url: z.string().nullish(),
  tradable: z.number().int(),
});
const page = z.looseObject({
  success: z.literal(1),
  assets: z.array(asset).default([]),
  descriptions: z.array(description).default([]),
  more_items: z.number().int().nullish(),
  last_assetid: z.string().nullish(),
});

/** Pages read at most: 2,000 items each, far past any one deposit. */
const MAX_PAGES = 3;
const IMAGE_BASE = 'https://community.cloudflare.steamstatic.com/economy/image/';

export class SteamCommunityInventory implements SteamInventory {
  readonly name = 'steam';

  constructor(
    private readonly base = 'https://steamcommunity.com',
    private readonly fetchFn: Fetch = fetch,
  ) {}

  async itemsOf(steamId: string): Promise<InventoryItem[]> {
    const items: InventoryItem[] = [];
    let start: string | null = null;
    for (let n = 0; n < MAX_PAGES; n++) {
      const read = await this.page(steamId, start);
      const byClass = new Map(read.descriptions.map((d) => [`${d.classid}_${d.instanceid}`, d]));
      for (const a of read.assets) {
        const d = byClass.get(`${a.classid}_${a.instanceid}`);
        if (!d) continue;
        items.push({
          assetId: a.assetid,
          marketName: d.market_hash_name,
          image: d.icon_url ? `${IMAGE_BASE}${d.icon_url}` : null,
          tradable: d.tradable === 1,
        });
      }
      if (!read.more_items || !read.last_assetid) break;
      start = read.last_assetid;
    }
    return items;
  }

  private async page(steamId: string, start: string | null) {
    const url = new URL(`${this.base}/inventory/${steamId}/730/2`);
    url.searchParams.set('l', 'english');
    url.searchParams.set('count', '2000');
    if (start) url.searchParams.set('start_assetid', start);
    let response: Response;
    try {
      response = await this.fetchFn(url.toString(), { signal: AbortSignal.timeout(10_000) });
    } catch {
      throw new InventoryUnavailable('Steam did not answer: try again in a minute');
    }
    if (response.status === 403)
      throw new InventoryUnavailable('Your Steam inventory is private: make it public to deposit');
    if (!response.ok)
      throw new InventoryUnavailable(`Steam answered ${response.status}: try again in a minute`);
    const parsed = page.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new InventoryUnavailable('Steam sent an inventory we cannot read');
    return parsed.data;
  }
}
