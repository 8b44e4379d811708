import { describe, expect, it } from 'vitest';
import { resolveChoice } from './method-choice';

const methods = [
  { symbol: 'BTC', name: 'Bitcoin', blockchains: ['BTC'] },
  { symbol: 'USDT', name: 'Tether', blockchains: ['TRC20', 'ERC20'] },
];

describe('coin and chain choice', () => {
  it('keeps a choice the list offers', () => {
    expect(resolveChoice(methods, { symbol: 'USDT', blockchain: 'ERC20' })).toEqual({
      symbol: 'USDT',
      blockchain: 'ERC20',
    });
  });

  it("falls back to the coin's first chain, then to the first coin", () => {
    expect(resolveChoice(methods, { symbol: 'USDT', blockchain: 'BTC' })).toEqual({
      symbol: 'USDT',
      blockchain: 'TRC20',
    });
    expect(resolveChoice(methods, { symbol: 'DOGE' })).toEqual({
      symbol: 'BTC',
      blockchain: 'BTC',
    });
    expect(resolveChoice(methods, {})).toEqual({ symbol: 'BTC', blockchain: 'BTC' });
  });

  it('has nothing to choose from an empty list', () => {
    expect(resolveChoice([], { symbol: 'BTC' })).toBeNull();
    expect(resolveChoice([{ symbol: 'X', name: 'X', blockchains: [] }], {})).toBeNull();
  });
});
