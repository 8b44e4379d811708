import { describe, expect, it } from 'vitest';
import { withdrawFormSchema } from './withdraw-schema';

const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('withdraw form schema', () => {
  const schema = withdrawFormSchema(100_000, 700);

  it('reads the amount in gems as hundredths and keeps the address and code', () => {
    expect(schema.parse({ address: ` ${address} `, amount: '12.50', code: '123456' })).toEqual({
      address,
      amount: 1_250,
      code: '123456',
    });
  });

  it('refuses amounts that are not gems, past the balance, or eaten by the fee', () => {
    expect(messages(schema.safeParse({ address, amount: '1.234', code: '123456' }))).toEqual([
      'Enter gems with at most two decimals',
    ]);
    expect(messages(schema.safeParse({ address, amount: '0', code: '123456' }))).toEqual([
      'Amount must be positive',
    ]);
    expect(messages(schema.safeParse({ address, amount: '1000.01', code: '123456' }))).toEqual([
      'You have 1,000.00 gems',
    ]);
    expect(messages(schema.safeParse({ address, amount: '7', code: '123456' }))).toEqual([
      'The amount must be more than the 7.00 gem fee',
    ]);
  });

  it("uses the contract's messages for the address and the code", () => {
    expect(messages(schema.safeParse({ address: 'short', amount: '10', code: '12' }))).toEqual([
      'That address is too short',
      'Enter the 6-digit code or a backup code',
    ]);
  });
});
