import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOfTickets, ticketsFromPercent } from './odds';

describe('ticketsFromPercent', () => {
  it.each([
    ['100', 100_000],
    ['12.345', 12_345],
    ['12.5', 12_500],
    ['0.001', 1],
    ['0', 0],
    [' 7.25 ', 7_250],
    ['33.333', 33_333],
  ])('reads %j as %i tickets', (text, tickets) => {
    expect(ticketsFromPercent(text)).toBe(tickets);
  });

  it.each(['', '1.2345', '-1', '1e3', '100.001', '101', 'abc', '1,5', '.5', '5.', '0x10'])(
    'refuses %j',
    (text) => {
      expect(ticketsFromPercent(text)).toBeNull();
    },
  );

  it('round-trips every ticket count through its shortest percent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (tickets) => {
        expect(ticketsFromPercent(percentOfTickets(tickets))).toBe(tickets);
      }),
    );
  });
});

describe('percentOfTickets', () => {
  it('writes the shortest exact percent', () => {
    expect(percentOfTickets(100_000)).toBe('100');
    expect(percentOfTickets(12_345)).toBe('12.345');
    expect(percentOfTickets(12_500)).toBe('12.5');
    expect(percentOfTickets(1)).toBe('0.001');
    expect(percentOfTickets(10)).toBe('0.01');
    expect(() => percentOfTickets(1.5)).toThrow(RangeError);
  });
});
