import { sql } from 'drizzle-orm';
import { balanceOf } from './rainPlayers';
import { Client, type TestApp } from './testApp';

/** A signed-up player on `t` and their balance now. */
export async function racer(t: TestApp) {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user };
}

/** One settled dice bet of `amount` hundredths (a wager of exactly that much). */
export async function wager(client: Client, amount: number): Promise<string> {
  const res = await client.post('/api/games/dice/bet', {
    amount,
    target: 5000,
    direction: 'over',
  });
  if (res.status !== 200) throw new Error(`bet refused: ${JSON.stringify(res.body)}`);
  return res.body.bet.id as string;
}

/**
 * Moves the settlement time of a player's bets that have not accrued yet, as if they had
 * settled then: races go by settled_at, so a test can play a race of any period.
 */
export async function settledAt(t: TestApp, userId: string, at: string): Promise<void> {
  await t.app.services.db.execute(
    sql`UPDATE bets SET settled_at = ${at}::timestamptz
        WHERE user_id = ${userId} AND accrued_at IS NULL AND settled_at IS NOT NULL`,
  );
}

export const balancesOf = (players: ReadonlyArray<{ client: Client }>) =>
  Promise.all(players.map((p) => balanceOf(p.client)));
