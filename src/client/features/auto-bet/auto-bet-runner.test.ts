import { describe, expect, it, vi } from 'vitest';
import { runAutoBet, type SettledBet } from './auto-bet-runner';
import type { AutoBetSettings } from './auto-bet-strategy';

const settings = (patch: Partial<AutoBetSettings> = {}): AutoBetSettings => ({
  bets: 0,
  onWin: { kind: 'reset' },
  onLoss: { kind: 'increase', percent: 10_000 },
  stopOnProfit: 0,
  stopOnLoss: 0,
  ...patch,
});

/** A promise and its resolver. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A server that settles bets from a script of wins (true) and losses, recording the stakes. */
function scriptedServer(script: boolean[]) {
  const stakes: number[] = [];
  const place = async (stake: number): Promise<SettledBet> => {
    const won = script[stakes.length] ?? false;
    stakes.push(stake);
    return { stake, payout: won ? stake * 2 : 0, landed: Promise.resolve() };
  };
  return { stakes, place };
}

describe('runAutoBet', () => {
  it('places the counted bets one by one with the strategy’s stakes', async () => {
    const server = scriptedServer([false, false, true, false, true]);
    const { end } = await runAutoBet({
      settings: settings({ bets: 5 }),
      base: 100,
      place: server.place,
      waitForLanding: () => false,
      signal: new AbortController().signal,
    });
    expect(server.stakes).toEqual([100, 200, 400, 100, 200]);
    expect(end.reason).toBe('bets');
    expect(end.tally.placed).toBe(5);
    expect(end.tally.profit).toBe(-100 - 200 + 400 - 100 + 200);
  });

  it('keeps its pace under the rate limit: bets at least the interval apart, Stop at once', async () => {
    // On the test's own clock: a loaded machine may pause the process between the runner's
    // reading of the clock and the send (a CI run measured a 37 ms gap so), which says
    // nothing of the runner's pacing.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const sentAt: number[] = [];
    const server = scriptedServer([]);
    let end;
    try {
      const run = runAutoBet({
        settings: settings({ bets: 4, onLoss: { kind: 'reset' } }),
        base: 100,
        place: (stake) => (sentAt.push(Date.now()), server.place(stake)),
        waitForLanding: () => false,
        signal: new AbortController().signal,
        minIntervalMs: 40,
      });
      await vi.runAllTimersAsync();
      ({ end } = await run);
    } finally {
      vi.useRealTimers();
    }
    expect(end.tally.placed).toBe(4);
    expect(sentAt.slice(1).map((at, i) => at - sentAt[i]!)).toEqual([40, 40, 40]);

    const abort = new AbortController();
    const started = Date.now();
    const long = runAutoBet({
      settings: settings({ bets: 0, onLoss: { kind: 'reset' } }),
      base: 100,
      place: server.place,
      waitForLanding: () => false,
      signal: abort.signal,
      minIntervalMs: 60_000,
    });
    await tick();
    abort.abort();
    const { end: stopped } = await long;
    expect(stopped.reason).toBe('stopped');
    expect(stopped.tally.placed).toBe(1);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('stops on the settled bet that reaches the profit target', async () => {
    const server = scriptedServer([true, false, true, true, true, true]);
    const { end } = await runAutoBet({
      settings: settings({ bets: 20, stopOnProfit: 300 }),
      base: 100,
      place: server.place,
      waitForLanding: () => false,
      signal: new AbortController().signal,
    });
    // +100, -100, +200 (stake 200), +100: 300 after the fourth bet
    expect(server.stakes).toEqual([100, 100, 200, 100]);
    expect(end).toMatchObject({ reason: 'profit', tally: { profit: 300, placed: 4 } });
  });

  it('stops on the loss limit', async () => {
    const server = scriptedServer([]);
    const { end } = await runAutoBet({
      settings: settings({ stopOnLoss: 500 }),
      base: 100,
      place: server.place,
      waitForLanding: () => false,
      signal: new AbortController().signal,
    });
    expect(server.stakes).toEqual([100, 200, 400]);
    expect(end).toMatchObject({ reason: 'loss', tally: { profit: -700 } });
  });

  it('ends on a refused bet and says why', async () => {
    const refusal = new Error('Insufficient balance');
    let calls = 0;
    const { end } = await runAutoBet({
      settings: settings(),
      base: 100,
      place: async (stake) => {
        calls += 1;
        if (calls === 3) throw refusal;
        return { stake, payout: 0, landed: Promise.resolve() };
      },
      waitForLanding: () => false,
      signal: new AbortController().signal,
    });
    expect(calls).toBe(3);
    expect(end).toMatchObject({ reason: 'error', error: refusal, tally: { placed: 2 } });
  });

  it('sends nothing after Stop: the bet in flight settles and is the last', async () => {
    const control = new AbortController();
    const answers: ReturnType<typeof deferred<SettledBet>>[] = [];
    const sent: number[] = [];
    const running = runAutoBet({
      settings: settings(),
      base: 100,
      place: (stake) => {
        sent.push(stake);
        const answer = deferred<SettledBet>();
        answers.push(answer);
        return answer.promise;
      },
      waitForLanding: () => false,
      signal: control.signal,
    });
    await tick();
    answers[0]!.resolve({ stake: 100, payout: 0, landed: Promise.resolve() });
    await tick();
    expect(sent).toEqual([100, 200]);
    control.abort();
    answers[1]!.resolve({ stake: 200, payout: 0, landed: Promise.resolve() });
    const { end } = await running;
    expect(sent).toEqual([100, 200]);
    expect(end).toMatchObject({ reason: 'stopped', tally: { placed: 2, profit: -300 } });
  });

  it('at the normal pace waits for each animation before the next bet', async () => {
    const landings: ReturnType<typeof deferred<void>>[] = [];
    const numbers: number[] = [];
    const running = runAutoBet({
      settings: settings({ bets: 2 }),
      base: 100,
      place: async (stake) => {
        const landed = deferred<void>();
        landings.push(landed);
        return { stake, payout: 0, landed: landed.promise };
      },
      waitForLanding: () => true,
      signal: new AbortController().signal,
      onSend: (n) => numbers.push(n),
    });
    await tick();
    await tick();
    expect(landings).toHaveLength(1);
    landings[0]!.resolve();
    await tick();
    expect(landings).toHaveLength(2);
    expect(numbers).toEqual([1, 2]);

    const { end, allLanded } = await running;
    expect(end.reason).toBe('bets');
    let shown = false;
    void allLanded.then(() => (shown = true));
    await tick();
    expect(shown).toBe(false); // the last bet is still animating
    landings[1]!.resolve();
    await tick();
    expect(shown).toBe(true);
  });

  it('at a fast pace sends the next bet as soon as the previous settled', async () => {
    let placed = 0;
    const never = new Promise<void>(() => {});
    const { end } = await runAutoBet({
      settings: settings({ bets: 3 }),
      base: 100,
      place: async (stake) => {
        placed += 1;
        return { stake, payout: 0, landed: never };
      },
      waitForLanding: () => false,
      signal: new AbortController().signal,
    });
    expect(placed).toBe(3);
    expect(end.reason).toBe('bets');
  });

  it('Stop during an animation ends the run without another bet', async () => {
    const control = new AbortController();
    let placed = 0;
    const running = runAutoBet({
      settings: settings(),
      base: 100,
      place: async (stake) => {
        placed += 1;
        return { stake, payout: 0, landed: new Promise<void>(() => {}) };
      },
      waitForLanding: () => true,
      signal: control.signal,
    });
    await tick();
    control.abort();
    const { end } = await running;
    expect(placed).toBe(1);
    expect(end.reason).toBe('stopped');
  });
});
