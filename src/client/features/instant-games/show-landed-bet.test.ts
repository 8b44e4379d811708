import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { liveStatsStore } from '../auto-bet/live-stats-store';
import { sessionStore } from '../session/session-store';
import { myBetsStore } from './my-bets-store';
import { resultsStore } from './results-store';
import { showLandedBet } from './show-landed-bet';

const bet = { id: 'bet-1', amount: 100, payout: 200, multiplier: 2 };
let steps: string[] = [];
const realRelease = sessionStore.getState().releasePayout;
const realRefresh = myBetsStore.getState().refreshSoon;

beforeEach(() => {
  steps = [];
  resultsStore.getState().clear();
  liveStatsStore.setState({ stats: {} });
  sessionStore.setState({ releasePayout: (id) => void steps.push(`release ${id}`) });
  myBetsStore.setState({ refreshSoon: (game) => void steps.push(`my bets ${game}`) });
});
// The client suite's files share their stores: leave them as found.
afterEach(() => {
  resultsStore.getState().clear();
  liveStatsStore.setState({ stats: {} });
  sessionStore.setState({ releasePayout: realRelease });
  myBetsStore.setState({ refreshSoon: realRefresh });
});

describe('showLandedBet', () => {
  it('shows the result line before the payout reaches the balance', () => {
    showLandedBet('dice', bet, { line: (net) => `Roll 70.00 · ${net}`, label: '70.00' }, (r) =>
      steps.push(`result ${r.text} ${r.tone}`),
    );
    expect(steps).toEqual([
      'result Roll 70.00 · 2.00x · +1.00 gem win',
      'release bet-1',
      'my bets dice',
    ]);
    expect(resultsStore.getState().recent.dice[0]).toEqual({
      id: 'bet-1',
      label: '70.00',
      tone: 'win',
      description: 'Roll 70.00 · 2.00x · +1.00 gem',
    });
  });

  it('releases the hold it names, words the strip its own way, and counts live stats only when asked', () => {
    showLandedBet(
      'mines',
      { ...bet, payout: 0 },
      {
        line: (net) => `Mine! · ${net}`,
        label: 'Mine',
        description: (line) => `Board: ${line}`,
        revealId: 'mines-reveal',
      },
      () => {},
    );
    expect(steps).toContain('release mines-reveal');
    expect(resultsStore.getState().recent.mines[0]).toMatchObject({
      id: 'bet-1',
      tone: 'loss',
      description: 'Board: Mine! · 0.00x · −1.00 gem',
    });
    expect(liveStatsStore.getState().stats.mines).toBeUndefined();

    showLandedBet('plinko', bet, { line: (net) => net, label: '2x', liveStat: true }, () => {});
    expect(liveStatsStore.getState().stats.plinko).toBeDefined();
  });
});
