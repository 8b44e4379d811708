import { describe, expect, it } from 'vitest';
import { CRYPTO_METHODS } from './cryptoConfig';
import { methodsOffered, withdrawFees } from './methodList';

describe('the cashier lists', () => {
  it('groups methods by coin, each with its blockchains, and apart for each direction', () => {
    const { deposit, withdraw } = methodsOffered(CRYPTO_METHODS);
    const usdt = deposit.find((m) => m.symbol === 'USDT')!;
    expect(usdt.blockchains.length).toBeGreaterThan(1);
    expect(new Set(deposit.map((m) => m.symbol)).size).toBe(deposit.length);
    expect(withdraw).toEqual(deposit);
    // The two lists share no arrays: a change to one never shows in the other.
    withdraw.find((m) => m.symbol === 'USDT')!.blockchains.pop();
    expect(usdt.blockchains.length).toBe(CRYPTO_METHODS.filter((m) => m.symbol === 'USDT').length);
  });

  it('tells each method its withdrawal fee', () => {
    expect(withdrawFees(CRYPTO_METHODS)).toHaveLength(CRYPTO_METHODS.length);
    expect(withdrawFees(CRYPTO_METHODS)[0]).toEqual({
      symbol: CRYPTO_METHODS[0]!.symbol,
      blockchain: CRYPTO_METHODS[0]!.blockchain,
      fee: CRYPTO_METHODS[0]!.withdrawFee,
    });
  });
});
