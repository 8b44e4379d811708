import { z } from 'zod';
import { roundHundredthsFairly } from '../../games/fair';
import type { RoomGameManifest } from '../../games/manifest';

// "Odd or even", a room game no registry holds, for the tests that add one through its
// manifest alone (tests/integration/roomPlugin.test.ts): two seats, the creator picks a
// parity and the joiner (or the house) takes the other; the beacon draw's first float gives
// a number 0-9, its second rounds the 3% fee fairly.

export const parity = z.enum(['odd', 'even'], { error: 'Pick odd or even' });
export type Parity = z.infer<typeof parity>;
const oddOrEvenOutcome = z.object({ number: z.number().int(), parity });
const other = (pick: Parity): Parity => (pick === 'odd' ? 'even' : 'odd');
const FEE_PERCENT = 3n;

export const oddOrEven: RoomGameManifest<
  'odd-or-even',
  { amount: number; pick: Parity },
  Record<string, never>,
  Parity,
  z.infer<typeof oddOrEvenOutcome>
> = {
  kind: 'odd-or-even',
  name: 'Odd or Even',
  location: 'GAMES',
  play: 'room',
  houseEdgeBps: 300,
  longestRevealMs: 400,
  route: 'odd-or-even',
  seats: 2,
  maxOpenPerPlayer: 3,
  recentRooms: 10,
  create: z.object({ amount: z.number().int().min(10).max(1_000_000), pick: parity }).strict(),
  join: z.object({}).strict(),
  choiceSchema: parity,
  outcomeSchema: oddOrEvenOutcome,
  openSeat: ({ pick }) => pick,
  joinSeat: (room) => other(room.seats[0]!.choice),
  houseSeat: (room) => other(room.seats[0]!.choice),
  draw: { by: 'beacon', floats: 2 },
  outcome: (_room, [float]) => {
    const number = Math.floor(float! * 10);
    return { number, parity: number % 2 === 1 ? 'odd' : 'even' };
  },
  settle: (room, outcome, [, roundingFloat]) => {
    const pot = room.amount * room.seats.length;
    const fee = roundHundredthsFairly(BigInt(pot) * FEE_PERCENT, 100n, roundingFloat!);
    return {
      payouts: room.seats.map((seat) => (seat.choice === outcome.parity ? pot - fee : 0)),
      fee,
    };
  },
};
