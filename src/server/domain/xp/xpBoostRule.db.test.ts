import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boostedXp } from '../../../shared/levels';
import { type DatabaseHandle, openDatabase } from '../../db/client';

// The XP boost rule is written once in TypeScript (levels.ts boostedXp: the XP calculator
// and the XP a bet's tabs are told) and once in SQL (boosted_xp(): what the bet statements
// credit). The two must agree for every input, rounding included.

let db: DatabaseHandle;
beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://', template: process.env.DATA_TEMPLATE });
});
afterAll(() => db?.close());

const AT = new Date('2026-06-01T12:00:00.000Z');
const HOUR = 3_600_000;

/** Base XP, the boost in hundredths, and when the boost ends (null: no boost held). */
const cases: { xp: number; boostE2: number | null; until: Date | null; credited: number }[] = [
  { xp: 0, boostE2: null, until: null, credited: 0 },
  { xp: 7, boostE2: null, until: null, credited: 7 },
  { xp: 7, boostE2: 100, until: new Date(AT.getTime() + HOUR), credited: 7 },
  { xp: 1, boostE2: 150, until: new Date(AT.getTime() + HOUR), credited: 1 },
  { xp: 3, boostE2: 150, until: new Date(AT.getTime() + HOUR), credited: 4 },
  { xp: 12_345, boostE2: 150, until: new Date(AT.getTime() + HOUR), credited: 18_517 },
  { xp: 12_345, boostE2: 200, until: new Date(AT.getTime() + HOUR), credited: 24_690 },
  { xp: 199, boostE2: 101, until: new Date(AT.getTime() + HOUR), credited: 200 },
  { xp: 99, boostE2: 199, until: new Date(AT.getTime() + HOUR), credited: 197 },
  { xp: 1, boostE2: 199, until: new Date(AT.getTime() + HOUR), credited: 1 },
  { xp: 0, boostE2: 250, until: new Date(AT.getTime() + HOUR), credited: 0 },
  { xp: 13, boostE2: 1_000, until: new Date(AT.getTime() + 1), credited: 130 },
  {
    xp: 90_071_992_547_409,
    boostE2: 1_000,
    until: new Date(AT.getTime() + HOUR),
    credited: 900_719_925_474_090,
  },
  // A boost that has ended, or ends at this very moment, no longer counts.
  { xp: 12_345, boostE2: 150, until: new Date(AT.getTime() - HOUR), credited: 12_345 },
  { xp: 12_345, boostE2: 200, until: AT, credited: 12_345 },
];

/** The boost the TypeScript side weighs: the factor while the boost lasts, else none. */
const activeBoost = (c: (typeof cases)[number]) =>
  c.until !== null && c.until.getTime() > AT.getTime() ? c.boostE2 : null;

describe('the XP boost rule, TypeScript and SQL', () => {
  it.each(cases)('$xp XP at $boostE2 until $until credits $credited', async (c) => {
    const [row] = await db.statement<{ xp: number | string }>(
      {
        name: 'test_boosted_xp',
        text: 'SELECT boosted_xp($1::bigint, $2::integer, $3::timestamptz, $4::timestamptz) AS xp',
      },
      [c.xp, c.boostE2, c.until, AT],
    );
    expect(Number(row!.xp)).toBe(c.credited);
    expect(boostedXp(c.xp, activeBoost(c))).toBe(c.credited);
  });
});
