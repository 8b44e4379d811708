import { describe, expect, it } from 'vitest';
import { exampleServerPayloads } from '../../../../../shared/contract/examples';
import {
  type CrashRound,
  crashCashoutsPayload,
  crashRoundPayload,
} from '../../../../../shared/contract/crash';
import { rouletteBetsPayload, rouletteRoundPayload } from '../../../../../shared/contract/roulette';
import type { RoundEvent } from '../../../rounds/roundState';
import { connectRound } from '../../../rounds/useRound';
import type { CaptureFeed } from '../capture-feed';
import { captureRoundDeps } from './capture-round';

/** A capture feed whose server is the test: it records what is sent and replays rejoins. */
function fakeFeed() {
  const listeners = new Map<string, Set<(raw: unknown) => void>>();
  const joined = new Set<() => void>();
  const sent: string[] = [];
  const feed: CaptureFeed = {
    on(event, payload, handler) {
      const listener = (raw: unknown) => {
        const parsed = payload.safeParse(raw);
        if (parsed.success) handler(parsed.data.data);
      };
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => void set.delete(listener);
    },
    onJoined(handler) {
      joined.add(handler);
      return () => void joined.delete(handler);
    },
    emitWithAck: async (event) => {
      sent.push(event);
      return true;
    },
    close: () => undefined,
  };
  return {
    feed,
    sent,
    hear: (event: string, raw: unknown) => listeners.get(event)?.forEach((l) => l(raw)),
    rejoin: () => joined.forEach((handler) => handler()),
    listening: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  };
}

describe('a shared round over the capture socket', () => {
  it("subscribes to the game's public room at once and after every rejoin, until stopped", () => {
    const fake = fakeFeed();
    const events: RoundEvent<CrashRound>[] = [];
    const stop = connectRound('crash', (event) => events.push(event), {
      ...captureRoundDeps(
        fake.feed,
        { 'crash.round': crashRoundPayload, 'crash.cashouts': crashCashoutsPayload },
        () => 1_000,
      ),
      snapshot: () => new Promise(() => undefined),
    });
    expect(fake.sent).toEqual(['game:crash.subscribe']);
    fake.rejoin();
    expect(fake.sent).toEqual(['game:crash.subscribe', 'game:crash.subscribe']);

    fake.hear('crash.round', exampleServerPayloads['crash.round']);
    fake.hear('crash.cashouts', exampleServerPayloads['crash.cashouts']);
    expect(events).toEqual([
      {
        type: 'snapshot',
        round: exampleServerPayloads['crash.round'].data.round,
        receivedAt: 1_000,
      },
      { type: 'cashouts', roundId: 41, bets: exampleServerPayloads['crash.cashouts'].data.bets },
    ]);

    stop();
    expect(fake.sent.at(-1)).toBe('game:crash.unsubscribe');
    expect(fake.listening()).toBe(0);
    fake.rejoin();
    expect(fake.sent.filter((event) => event === 'game:crash.subscribe')).toHaveLength(2);
  });

  it('passes on only what the contract accepts, as the page would hear it', () => {
    const fake = fakeFeed();
    const events: unknown[] = [];
    connectRound('roulette', (event) => events.push(event), {
      ...captureRoundDeps(
        fake.feed,
        { 'roulette.round': rouletteRoundPayload, 'roulette.bets': rouletteBetsPayload },
        () => 5,
      ),
      snapshot: () => new Promise(() => undefined),
    });
    expect(fake.sent).toEqual(['game:roulette.subscribe']);
    fake.hear('roulette.round', { data: { round: { id: 'x' } } });
    fake.hear('roulette.bets', { data: { roundId: 78, bets: [{ id: 'not a bet' }] } });
    expect(events).toEqual([]);
    fake.hear('roulette.bets', exampleServerPayloads['roulette.bets']);
    expect(events).toEqual([
      {
        type: 'bets',
        roundId: 78,
        bets: exampleServerPayloads['roulette.bets'].data.bets,
        fields: { jackpot: exampleServerPayloads['roulette.bets'].data.jackpot },
      },
    ]);
  });
});
