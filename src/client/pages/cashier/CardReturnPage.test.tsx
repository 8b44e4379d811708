// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleResponses } from '../../../shared/contract/examples';
import CardReturnPage from './CardReturnPage';

// The return page against a fake fetch: the contract's example payment, PENDING until the
// answers say otherwise.

const credited = exampleResponses.listCardPayments.payments[0]!;
const pending = { ...credited, status: 'PENDING' as const, amount: 0, bonus: 0 };
let answers: unknown[][];
let asked: number;

beforeEach(() => {
  asked = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    expect(url).toBe('/api/cashier/card/payments');
    const payments = answers[Math.min(asked++, answers.length - 1)];
    return new Response(JSON.stringify({ payments }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (query: string) =>
  render(
    <MemoryRouter initialEntries={[`/cashier/card/return?${query}`]}>
      <CardReturnPage pollMs={5} />
    </MemoryRouter>,
  );

describe('the card return page', () => {
  it('waits while the payment is pending, then tells what was credited', async () => {
    answers = [[pending], [pending], [credited]];
    open(`payment=${credited.id}&result=success`);
    expect((await screen.findByRole('status')).textContent).toMatch(
      /Checking your payment…|Waiting for the card processor/,
    );
    expect(await screen.findByText('Credited 35.00 gems plus a bonus of 1.75 gems.')).toBeTruthy();
    expect(asked).toBe(3);
    expect(screen.getByRole('heading', { name: 'Card deposit' })).toBeTruthy();
  });

  it('says a cancelled checkout charged nothing, without asking again', async () => {
    answers = [[pending]];
    open(`payment=${credited.id}&result=cancel`);
    expect(await screen.findByText('You left the checkout: nothing was charged.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(asked).toBe(1);
  });

  it('says so when the link names no payment of the player', async () => {
    answers = [[credited]];
    open('payment=00000000-0000-4000-8000-000000000000&result=success');
    expect(
      await screen.findByText('We found no card payment of yours with this link.'),
    ).toBeTruthy();
  });
});
