import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SteamCommunityInventory } from './steamCommunityInventory';
import { InventoryUnavailable, steamIdOfPartner } from './steamInventory';

// Steam's public inventory endpoint answering its recorded bodies (tests/fixtures/steam-inventory).
const recorded = (file: string) => readFileSync(`tests/fixtures/steam-inventory/${file}`, 'utf8');

function standIn(answers: Array<{ status: number; body: string }>) {
  const asked: string[] = [];
  const fetchFn = async (url: string) => {
    asked.push(url);
    const answer = answers.shift() ?? { status: 500, body: '' };
    return new Response(answer.body, { status: answer.status });
  };
  return { asked, inventory: new SteamCommunityInventory('https://steam.test', fetchFn) };
}

describe('SteamCommunityInventory', () => {
  it('joins assets to their descriptions, tradable or not', async () => {
    const { asked, inventory } = standIn([{ status: 200, body: recorded('inventory-730-2.json') }]);
    const items = await inventory.itemsOf('76561198860533625');
    expect(asked).toEqual([
      'https://steam.test/inventory/76561198860533625/730/2?l=english&count=2000',
    ]);
    expect(items).toHaveLength(5);
    expect(items[0]).toEqual({
      assetId: '38350177012',
      marketName: 'AK-47 | Redline (Field-Tested)',
      image: expect.stringMatching(
        /^https:\/\/community\.cloudflare\.steamstatic\.com\/economy\/image\/i0Co/,
      ),
      tradable: true,
    });
    expect(items.find((i) => i.marketName.startsWith('M4A1-S'))!.tradable).toBe(false);
  });

  it('reads the next page from last_assetid while more_items says so', async () => {
    const first = JSON.parse(recorded('inventory-730-2.json'));
    const { asked, inventory } = standIn([
      {
        status: 200,
        body: JSON.stringify({ ...first, more_items: 1, last_assetid: '38350177016' }),
      },
      { status: 200, body: recorded('inventory-730-2.json') },
    ]);
    expect(await inventory.itemsOf('76561198860533625')).toHaveLength(10);
    expect(asked[1]).toContain('start_assetid=38350177016');
  });

  it('says a private inventory is private, and refuses what it cannot read', async () => {
    const priv = standIn([{ status: 403, body: recorded('private-profile.json') }]);
    await expect(priv.inventory.itemsOf('1')).rejects.toThrow(
      new InventoryUnavailable('Your Steam inventory is private: make it public to deposit'),
    );
    const odd = standIn([{ status: 200, body: '{"success":1,"assets":"no"}' }]);
    await expect(odd.inventory.itemsOf('1')).rejects.toBeInstanceOf(InventoryUnavailable);
    const down = standIn([{ status: 502, body: '' }]);
    await expect(down.inventory.itemsOf('1')).rejects.toThrow(/Steam answered 502/);
  });

  it("names a trade URL's account by its 64-bit Steam id", () => {
    expect(steamIdOfPartner('900267897')).toBe('76561198860533625');
  });
});
