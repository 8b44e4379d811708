import { describe, expect, it } from 'vitest';
import { depositStep } from './depositStep';

/** A BTC deposit row needing 2 confirmations, as the database hands it back. */
const row = (over: Partial<Parameters<typeof depositStep>[0]> = {}) => ({
  status: 'CONFIRMING',
  confirmations: 0,
  requiredConfirmations: 2,
  coinAmount: '0.001000000000000000',
  creditedCoin: '0',
  ...over,
});
const notice = (over: Partial<Parameters<typeof depositStep>[1]> = {}) => ({
  final: false,
  confirmations: 0,
  coinAmount: '0.001',
  ...over,
});

describe('depositStep', () => {
  it('counts a confirming deposit once its confirmations reach the required ones', () => {
    expect(depositStep(row(), notice({ confirmations: 2 }))).toEqual({ step: 'count' });
    expect(depositStep(row({ confirmations: 2 }), notice())).toEqual({ step: 'count' });
  });

  it('counts a notice that calls itself final, whatever its confirmations', () => {
    expect(depositStep(row(), notice({ final: true }))).toEqual({ step: 'count' });
  });

  it('moves confirmations and coins forward only while confirming', () => {
    expect(depositStep(row({ confirmations: 1 }), notice({ confirmations: 0 }))).toEqual({
      step: 'unchanged',
    });
    expect(depositStep(row(), notice({ confirmations: 1 }))).toEqual({
      step: 'confirming',
      confirmations: 1,
      coinAmount: '0.001',
    });
    // More coins seen: the row shows the larger amount; fewer never shrink it.
    expect(depositStep(row(), notice({ coinAmount: '0.0015' }))).toMatchObject({
      step: 'confirming',
      coinAmount: '0.0015',
    });
    expect(depositStep(row(), notice({ coinAmount: '0.0005' }))).toEqual({ step: 'unchanged' });
  });

  it('after counting, takes only a final notice as a count and a copy as a replay', () => {
    const counted = row({ status: 'COMPLETED', confirmations: 2, creditedCoin: '0.001' });
    // A top-up still confirming carries the row's old confirmations: not final by them.
    expect(depositStep(counted, notice({ confirmations: 1, coinAmount: '0.002' }))).toEqual({
      step: 'unchanged',
    });
    expect(depositStep(counted, notice({ confirmations: 1, coinAmount: '0.001' }))).toEqual({
      step: 'replayed',
    });
    expect(depositStep(counted, notice({ confirmations: 2 }))).toEqual({ step: 'count' });
    expect(depositStep(counted, notice({ final: true, coinAmount: '0.002' }))).toEqual({
      step: 'count',
    });
  });
});
