import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASE_TICKETS_TOTAL, type CaseItem } from './battles';
import {
  currentRound,
  itemForTicket,
  teamSummaries,
  ticketRanges,
  totalRounds,
} from './battleMath';
import { EXAMPLE_OTHER_USER_ID, EXAMPLE_USER_ID, exampleCaseBattle } from './examples';

const itemOf = (name: string, tickets: number, price = 100): CaseItem => ({
  name,
  price,
  tickets,
  image: null,
});

describe('ticketRanges', () => {
  it('starts each range at the running total of earlier tickets', () => {
    const ranges = ticketRanges([itemOf('a', 10), itemOf('b', 30), itemOf('c', 60)]);
    expect(ranges.map(({ min, max }) => [min, max])).toEqual([
      [0, 10],
      [10, 40],
      [40, 100],
    ]);
  });

  it('maps tickets to items at the range edges', () => {
    const items = [itemOf('a', 10), itemOf('b', 30)];
    expect(itemForTicket(items, 1)?.name).toBe('a');
    expect(itemForTicket(items, 10)?.name).toBe('a');
    expect(itemForTicket(items, 11)?.name).toBe('b');
    expect(itemForTicket(items, 40)?.name).toBe('b');
    expect(itemForTicket(items, 41)).toBeUndefined();
    expect(itemForTicket(items, 0)).toBeUndefined();
  });

  it('tiles 1..total with no gaps or overlaps', () => {
    const ticketsArb = fc.array(fc.integer({ min: 1, max: CASE_TICKETS_TOTAL }), {
      minLength: 1,
      maxLength: 20,
    });
    fc.assert(
      fc.property(ticketsArb, (tickets) => {
        const ranges = ticketRanges(tickets.map((count, index) => itemOf(`i${index}`, count)));
        expect(ranges[0]?.min).toBe(0);
        ranges.forEach((range, index) => {
          expect(range.max - range.min).toBe(tickets[index]);
          if (index > 0) expect(range.min).toBe(ranges[index - 1]?.max);
        });
        expect(ranges.at(-1)?.max).toBe(tickets.reduce((a, b) => a + b, 0));
      }),
    );
  });
});

describe('rounds', () => {
  it('total rounds is the sum of case amounts', () => {
    expect(totalRounds([{ amount: 2 }, { amount: 3 }])).toBe(5);
    expect(totalRounds([])).toBe(0);
  });

  it('current round is the first outcome entry item count', () => {
    expect(currentRound(exampleCaseBattle.outcome)).toBe(1);
    expect(currentRound([])).toBe(0);
  });
});

describe('teamSummaries', () => {
  it('sums each team members pulls', () => {
    const battle = {
      teams: [
        { number: 1, players: [EXAMPLE_USER_ID] },
        { number: 2, players: [EXAMPLE_OTHER_USER_ID] },
      ],
      outcome: [
        { userId: EXAMPLE_USER_ID, itemsWon: [itemOf('a', 1, 250), itemOf('b', 1, 5)] },
        { userId: EXAMPLE_OTHER_USER_ID, itemsWon: [itemOf('c', 1, 1000)] },
      ],
    };
    expect(
      teamSummaries(battle).map(({ teamNumber, winAmount, itemsWon }) => [
        teamNumber,
        winAmount,
        itemsWon.length,
      ]),
    ).toEqual([
      [1, 255, 2],
      [2, 1000, 1],
    ]);
  });
});
