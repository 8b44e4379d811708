import type { HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';

export const inventoryApi = {
  get: () => apiRequest<HttpResponse<'getInventory'>>('/user/inventory/get', { method: 'POST' }),
  consume: (id: string) =>
    apiRequest<HttpResponse<'consumeInventoryItem'>>('/user/inventory/consume', {
      method: 'POST',
      body: { data: { id } },
    }),
};
