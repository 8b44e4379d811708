import { describe, expect, it } from 'vitest';
import { BET_MAX, BET_MIN } from '../../../shared/money';
import {
  afterBet,
  clampStake,
  CONTRACT_STAKE_LIMITS,
  increaseStake,
  startTally,
  stopReasonOf,
  type AutoBetSettings,
} from './auto-bet-strategy';

const settings = (patch: Partial<AutoBetSettings> = {}): AutoBetSettings => ({
  bets: 0,
  onWin: { kind: 'reset' },
  onLoss: { kind: 'reset' },
  stopOnProfit: 0,
  stopOnLoss: 0,
  ...patch,
});

const win = (stake: number, payout = stake * 2) => ({ stake, payout });
const loss = (stake: number) => ({ stake, payout: 0 });

describe('auto-bet stakes', () => {
  it('uses the contract limits', () => {
    expect(CONTRACT_STAKE_LIMITS).toEqual({ min: BET_MIN, max: BET_MAX });
    expect(clampStake(1, CONTRACT_STAKE_LIMITS)).toBe(BET_MIN);
    expect(clampStake(BET_MAX + 1, CONTRACT_STAKE_LIMITS)).toBe(BET_MAX);
    expect(clampStake(555, CONTRACT_STAKE_LIMITS)).toBe(555);
  });

  it('increases by a percentage, rounded half up to a hundredth', () => {
    expect(increaseStake(100, 10_000)).toBe(200); // +100%
    expect(increaseStake(100, 5_000)).toBe(150);
    expect(increaseStake(33, 5_000)).toBe(50); // 16.5 -> 17
    expect(increaseStake(10, 1_250)).toBe(11); // 1.25 -> 1
    expect(increaseStake(123, 0)).toBe(123);
    expect(Number.isInteger(increaseStake(999_999, 3_333))).toBe(true);
  });

  it('resets to the base after a win and doubles after a loss (martingale)', () => {
    const martingale = settings({ onLoss: { kind: 'increase', percent: 10_000 } });
    let tally = startTally(100);
    const stakes: number[] = [];
    for (const result of ['loss', 'loss', 'loss', 'win', 'loss'] as const) {
      stakes.push(tally.nextStake);
      const stake = tally.nextStake;
      tally = afterBet(martingale, tally, result === 'win' ? win(stake) : loss(stake));
    }
    expect(stakes).toEqual([100, 200, 400, 800, 100]);
    expect(tally.nextStake).toBe(200);
    expect(tally.placed).toBe(5);
    expect(tally.profit).toBe(-100 - 200 - 400 + 800 - 100);
  });

  it('grows after a win when asked (paroli) and resets after a loss', () => {
    const paroli = settings({ onWin: { kind: 'increase', percent: 5_000 } });
    let tally = afterBet(paroli, startTally(200), win(200));
    expect(tally.nextStake).toBe(300);
    tally = afterBet(paroli, tally, win(300));
    expect(tally.nextStake).toBe(450);
    tally = afterBet(paroli, tally, loss(450));
    expect(tally.nextStake).toBe(200);
  });

  it('counts a partial payout as a loss and the stake back as neither', () => {
    const grow = settings({
      onWin: { kind: 'increase', percent: 10_000 },
      onLoss: { kind: 'increase', percent: 5_000 },
    });
    expect(afterBet(grow, startTally(100), { stake: 100, payout: 50 }).nextStake).toBe(150);
    const push = afterBet(grow, startTally(100), { stake: 100, payout: 100 });
    expect(push.nextStake).toBe(100);
    expect(push.profit).toBe(0);
  });

  it('never goes past the limits', () => {
    const double = settings({ onLoss: { kind: 'increase', percent: 10_000 } });
    const tally = afterBet(double, startTally(BET_MAX - 1), loss(BET_MAX - 1));
    expect(tally.nextStake).toBe(BET_MAX);
    expect(startTally(1).nextStake).toBe(BET_MIN);
  });
});

describe('auto-bet stop conditions', () => {
  it('runs forever with no limits and no count', () => {
    let tally = startTally(100);
    for (let i = 0; i < 500; i += 1) tally = afterBet(settings(), tally, loss(100));
    expect(stopReasonOf(settings(), tally)).toBeNull();
  });

  it('stops after the number of bets', () => {
    const ten = settings({ bets: 10 });
    let tally = startTally(100);
    for (let i = 0; i < 9; i += 1) tally = afterBet(ten, tally, loss(100));
    expect(stopReasonOf(ten, tally)).toBeNull();
    expect(stopReasonOf(ten, afterBet(ten, tally, loss(100)))).toBe('bets');
  });

  it('stops once the net profit reaches the target, not before', () => {
    const target = settings({ stopOnProfit: 250 });
    let tally = afterBet(target, startTally(100), win(100)); // +100
    tally = afterBet(target, tally, win(100)); // +200
    expect(stopReasonOf(target, tally)).toBeNull();
    tally = afterBet(target, tally, win(100)); // +300
    expect(stopReasonOf(target, tally)).toBe('profit');
  });

  it('stops once the net loss reaches the limit, exactly at it too', () => {
    const limit = settings({ stopOnLoss: 300 });
    let tally = afterBet(limit, startTally(100), loss(100));
    tally = afterBet(limit, tally, loss(100));
    expect(stopReasonOf(limit, tally)).toBeNull();
    tally = afterBet(limit, tally, loss(100));
    expect(stopReasonOf(limit, tally)).toBe('loss');
  });

  it('names the profit target when it is met on the last counted bet', () => {
    const both = settings({ bets: 1, stopOnProfit: 50 });
    expect(stopReasonOf(both, afterBet(both, startTally(100), win(100)))).toBe('profit');
    expect(stopReasonOf(both, afterBet(both, startTally(100), loss(100)))).toBe('bets');
  });
});
