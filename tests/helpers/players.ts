import { pause } from './notificationProbe';
import { Client, type TestApp } from './testApp';

// What the integration tests of games between players share: a new player with their
// starting balance, a balance read back, and a wait for what a poll reads.

/** A newly registered player of `t`, with their client and the balance they start with. */
export async function registeredPlayer(t: TestApp) {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user, balance: await balanceOf(client) };
}

/** The player's balance as the site answers it (hundredths). */
export const balanceOf = async (client: Client) =>
  (await client.get('/api/users/me')).body.user.balance as number;

/** Polls `read` every 25 ms until `done` holds, and answers that value; fails after `ms`. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out at ${JSON.stringify(value)}`);
    await pause(25);
  }
}
