import { announcedRounds, type BattlePageState } from './battle-state';

// A page that has landed every round it was told of waits for the battle's next news: the
// server announces the next round, or settles, once the last round's spin is over. An event
// lost on the way (a socket that dropped and rejoined between two reads) would leave the
// page on its last round for good, so past that moment, and a grace after it, the page
// reads the battle again, and keeps reading until news comes.

/** How long after the news is due the page waits before it reads the battle itself. */
export const NEWS_GRACE_MS = 3_000;
/** How often it reads again while the news still has not come. */
export const NEWS_RETRY_MS = 5_000;

/**
 * Milliseconds from `now` until the page should read the battle itself; null while it waits
 * for nothing (not playing, or a round still spinning here).
 */
export function newsOverdueInMs(state: BattlePageState, now: number): number | null {
  const battle = state.battle;
  if (!battle || battle.state !== 'GENERATING_OUTCOME') return null;
  if (state.landed < announcedRounds(battle)) return null;
  const rolled = battle.lastRoll === null ? Number.NaN : Date.parse(battle.lastRoll);
  // Rolled by the server's clock; this tab's may differ, which the grace absorbs.
  const dueAt = Number.isFinite(rolled) ? rolled + battle.spinDuration : now;
  return Math.max(0, dueAt - now) + NEWS_GRACE_MS;
}

/** What the overdue wait depends on: it is set again only when one of these changes. */
export function newsKey(state: BattlePageState): string {
  const battle = state.battle;
  if (!battle) return '';
  return `${battle._id}:${battle.state}:${announcedRounds(battle)}:${state.landed}`;
}
