import type { HttpResponse } from '../../../shared/contract';
import type { CatalogueAnswer } from '../../../../games/skin-upgrader/page/skin-upgrader-api';
import { apiRequest } from '../../lib/http';

export const steamTradesApi = {
  get: (signal?: AbortSignal) =>
    apiRequest<HttpResponse<'getSteamTrades'>>('/steam/trade-offers', { signal }),
  setTradeUrl: (tradeUrl: string) =>
    apiRequest<HttpResponse<'setSteamTradeUrl'>>('/steam/trade-url', {
      method: 'POST',
      body: { data: { tradeUrl } },
    }),
  buy: (itemId: string) =>
    apiRequest<HttpResponse<'buySteamSkin'>>('/steam/skins', {
      method: 'POST',
      body: { data: { itemId } },
    }),
  withdraw: (skinIds: string[]) =>
    apiRequest<HttpResponse<'withdrawSteamSkins'>>('/steam/withdraw', {
      method: 'POST',
      body: { data: { skinIds } },
    }),
  /** Priced catalogue skins matching `search`, cheapest first. */
  search: (search: string, signal?: AbortSignal) =>
    apiRequest<CatalogueAnswer>(
      `/catalogue/items?${new URLSearchParams({ search, minPrice: '1', sort: 'price-asc', limit: '6' })}`,
      { signal },
    ),
};
