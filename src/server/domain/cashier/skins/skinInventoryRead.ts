import type { SkinInventory } from '../../../../shared/contract/cashierSkins';
import { parseTradeUrl, type TradeUrl } from '../../../../shared/steam-trade-url';
import { autocommit } from '../../../db/transaction';
import { DomainError, conflict } from '../../errors';
import { readTradeUrl } from '../../steamTrades';
import type { SkinDepositDeps } from './skinDepositDeps';
import { catalogueNameOf, depositableSkins } from './skinPricing';
import { InventoryUnavailable, steamIdOfPartner } from './steamInventory';

export const noTradeUrlForDeposit = () =>
  conflict('NO_TRADE_URL', 'Save your Steam trade URL before depositing skins');

/** The player's saved trade URL and the Steam account it names; 409 without one. */
export async function tradeAccountOf(
  deps: Pick<SkinDepositDeps, 'db'>,
  userId: string,
): Promise<{ tradeUrl: TradeUrl; steamId: string }> {
  const saved = await autocommit(deps.db, (tx) => readTradeUrl(tx, userId));
  const tradeUrl = saved ? parseTradeUrl(saved) : null;
  if (!tradeUrl) throw noTradeUrlForDeposit();
  return { tradeUrl, steamId: steamIdOfPartner(tradeUrl.partner) };
}

/** The account's depositable skins at today's catalogue values and the deposit rate. */
export async function readDepositable(
  deps: Pick<SkinDepositDeps, 'inventory' | 'catalogue' | 'config'>,
  steamId: string,
): Promise<SkinInventory> {
  let items;
  try {
    items = await deps.inventory.itemsOf(steamId);
  } catch (error) {
    if (error instanceof InventoryUnavailable)
      throw new DomainError('INVENTORY_UNAVAILABLE', error.message, 502);
    throw error;
  }
  const prices = await deps.catalogue.byMarketName();
  const { rateBps, minValue } = deps.config;
  const read = depositableSkins(items, (name) => prices.get(name)?.price, rateBps);
  // The catalogue's image when Steam gave none (the sandbox's inventory).
  for (const item of read.items)
    item.image ??= prices.get(catalogueNameOf(item.marketName))?.image ?? null;
  return { rateBps, minValue, ...read };
}
