import { describe, expect, it } from 'vitest';
import { type CashierTableRow, kindText, paidWithText, protectedUntilOf } from './cashier-rows';

const user = { id: '6a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d', username: 'player_one' };
const DATE = '2026-01-01T00:00:00.000Z';

const crypto = {
  method: 'CRYPTO',
  id: '3f6a1c2e-9b7d-4e21-8a5c-1d2e3f4a5b6c',
  kind: 'DEPOSIT',
  status: 'HELD',
  symbol: 'LTC',
  blockchain: 'LTC',
  address: 'ltc1qexampleaddress0000',
  coinAmount: '0.1',
  amount: 0,
  bonus: 0,
  fee: 0,
  confirmations: 2,
  requiredConfirmations: 2,
  txId: null,
  reason: null,
  createdAt: DATE,
  updatedAt: DATE,
  user,
  held: 1_190,
} satisfies CashierTableRow;

const skins = {
  method: 'SKINS',
  id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  kind: 'DEPOSIT',
  status: 'HELD',
  offerId: '7834109925',
  offerUrl: 'https://steamcommunity.com/tradeoffer/7834109925/',
  steamId: '76561198000000001',
  items: [
    { assetId: '1', marketName: 'AK-47 | Redline (Field-Tested)', value: 2_400, gems: 2_160 },
  ],
  value: 2_400,
  gems: 2_160,
  amount: 0,
  bonus: 0,
  held: 2_160,
  reversed: 0,
  reason: null,
  protectedUntil: '2026-01-09T00:00:00.000Z',
  createdAt: DATE,
  updatedAt: DATE,
  user,
} satisfies CashierTableRow;

describe('cashier rows', () => {
  it('names the kind and what paid, coins or each skin with its value', () => {
    expect(kindText(crypto)).toBe('Crypto deposit');
    expect(kindText({ ...crypto, kind: 'WITHDRAWAL' })).toBe('Withdrawal');
    expect(kindText(skins)).toBe('Skin deposit');
    expect(paidWithText(crypto)).toBe('0.1 LTC');
    expect(paidWithText(skins)).toBe('1 skin: AK-47 | Redline (Field-Tested) (24.00)');
    expect(paidWithText({ ...skins, items: [...skins.items, skins.items[0]!] })).toMatch(
      /^2 skins: /,
    );
  });

  it("gives a skin deposit's trade protection only while it lasts", () => {
    const before = Date.parse('2026-01-08T00:00:00.000Z');
    const after = Date.parse('2026-01-10T00:00:00.000Z');
    expect(protectedUntilOf(skins, before)).toBe(skins.protectedUntil);
    expect(protectedUntilOf(skins, after)).toBeNull();
    expect(protectedUntilOf({ ...skins, protectedUntil: null }, before)).toBeNull();
    expect(protectedUntilOf(crypto, before)).toBeNull();
  });
});
