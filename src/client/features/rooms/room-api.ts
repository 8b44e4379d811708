// Types only: the answers' shapes come from the shared contract, the calls go through apiRequest.
import type { RoomLists, RoomView } from '../../../shared/contract/rooms';
import type { Hundredths } from '../../../shared/money';
import { apiRequest } from '../../lib/http';

/** What a call that moved the player's stake answers: the room, the balance after. */
export interface RoomMoneyAnswer {
  game: RoomView;
  balance: Hundredths;
  ledgerPosition: number;
}

export interface RoomApi<Create extends { amount: number } = { amount: number }> {
  list(): Promise<RoomLists>;
  get(id: string): Promise<{ game: RoomView }>;
  create(body: Create): Promise<RoomMoneyAnswer>;
  join(id: string, body?: object): Promise<RoomMoneyAnswer>;
  house(id: string): Promise<{ game: RoomView }>;
  cancel(id: string): Promise<RoomMoneyAnswer>;
}

/**
 * A room game's HTTP calls, by the route its manifest names (`/games/<route>`, the paths
 * src/shared/contract/rooms.ts derives for every room game).
 */
export function roomApi<Create extends { amount: number } = { amount: number }>(
  route: string,
): RoomApi<Create> {
  const base = `/games/${route}`;
  const room = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: () => apiRequest(base),
    get: (id) => apiRequest(room(id)),
    create: (body) => apiRequest(base, { method: 'POST', body }),
    join: (id, body = {}) => apiRequest(`${room(id)}/join`, { method: 'POST', body }),
    house: (id) => apiRequest(`${room(id)}/bot`, { method: 'POST', body: {} }),
    cancel: (id) => apiRequest(`${room(id)}/cancel`, { method: 'POST', body: {} }),
  };
}
