import { randomBytes } from 'node:crypto';
import type { Deliveries } from './deliveries';
import type { Measured } from './figures';
import type { Player } from './players';
import type { RoundGameBench } from './roundGames';
import { ORIGIN } from './sockets';

// The two measures, one message at a time (the next once every receiver has the last), so
// deliveries/s is what each setup sustains so. The clock starts just before the request
// (the bet, or the bare trigger) and stops in each receiver's handler, on this process's
// one clock: our events carry no emit time, so request to delivery is the honest span.

/** Bets one player after another while the window lasts; each waits for every receiver. */
export async function measureBets(
  game: RoundGameBench,
  url: string,
  roundId: number,
  players: Player[],
  deliveries: Deliveries,
  receivers: number,
  until: number,
  max: number,
): Promise<Measured & { requestMs: number[] }> {
  const requestMs: number[] = [];
  let messages = 0;
  let lastDelivery = performance.now();
  const started = performance.now();
  for (const player of players.slice(0, max)) {
    if (Date.now() >= until) break;
    const { delivered, cancel } = deliveries.expect(player.username, receivers);
    const sentAt = performance.now();
    let res: Response;
    let answer: { roundId?: number; error?: { code?: string } };
    try {
      res = await fetch(`${url}${game.betPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: player.cookie },
        body: JSON.stringify(game.betBody),
      });
      requestMs.push(performance.now() - sentAt);
      answer = (await res.json()) as typeof answer;
    } catch (error) {
      cancel();
      throw error;
    }
    if (res.status === 409 && answer.error?.code === 'BETTING_CLOSED') {
      cancel(); // too late by the server's clock: no event will come
      break;
    }
    if (res.status !== 200 || answer.roundId !== roundId) {
      cancel();
      throw new Error(
        `${game.game} bet for round ${roundId}: ${res.status} ${JSON.stringify(answer)}`,
      );
    }
    await delivered;
    lastDelivery = performance.now();
    messages++;
  }
  const latencies = deliveries.take();
  return { latencies, seconds: (lastDelivery - started) / 1000, messages, requestMs };
}

/** The same number of messages through the bare pair, shaped as the game's bet event. */
export async function measureBare(
  game: RoundGameBench,
  url: string,
  roundId: number,
  deliveries: Deliveries,
  receivers: number,
  messages: number,
): Promise<Measured> {
  const started = performance.now();
  for (let m = 0; m < messages; m++) {
    const username = `p_${randomBytes(4).toString('hex')}`;
    const { delivered } = deliveries.expect(username, receivers);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(game.bareMessage(roundId, username)),
    });
    if (res.status !== 200) throw new Error(`bare trigger: ${res.status}`);
    await res.text();
    await delivered;
  }
  return {
    latencies: deliveries.take(),
    seconds: (performance.now() - started) / 1000,
    messages,
  };
}
