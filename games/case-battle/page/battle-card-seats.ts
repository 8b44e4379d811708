import type { CaseBattle } from '../../../src/shared/contract/battles';
import { battleLobbyApi } from './battle-lobby-api';
import { isJoinable } from './battle-list';

// A chat card's seats: the block names a battle but not who sits in it (that changes), so
// the card reads the battle once it shows. Cards of one battle share one read for a while,
// so a busy chat does not ask again for every message or every re-render.

/** What a card shows of a battle now; null when it cannot be read (gone, or offline). */
export interface CardSeats {
  filled: number;
  total: number;
  joinable: boolean;
}

const FRESH_MS = 15_000;
const reads = new Map<string, { at: number; seats: Promise<CardSeats | null> }>();

export function seatsOf(battle: Pick<CaseBattle, 'players' | 'playerAmount' | 'state'>): CardSeats {
  return {
    filled: battle.players.length,
    total: battle.playerAmount,
    joinable: isJoinable(battle),
  };
}

export function cardSeats(
  id: string,
  now = Date.now(),
  get: (id: string) => Promise<{ caseBattle: CaseBattle }> = battleLobbyApi.get,
): Promise<CardSeats | null> {
  const known = reads.get(id);
  if (known && now - known.at < FRESH_MS) return known.seats;
  const seats = get(id).then(
    ({ caseBattle }) => seatsOf(caseBattle),
    () => null,
  );
  reads.set(id, { at: now, seats });
  return seats;
}

/** Forgets every read (tests). */
export function forgetCardSeats(): void {
  reads.clear();
}
