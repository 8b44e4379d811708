import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crashPointE2FromInt } from './core';
import { fairnessDoc } from '../roulette/fairnessDoc';

// The crash formula as the fairness page prints it, read and evaluated exactly as printed:
// whole numbers only, in BigInt fractions, so nothing a verifier types can round
// differently. It must give the core's crash point for every input, the 60 inputs where
// the old floating-point formula was 0.01x short included.

type Fraction = { num: bigint; den: bigint };
const whole = (num: bigint): Fraction => ({ num, den: 1n });
const floorOf = ({ num, den }: Fraction): bigint =>
  num >= 0n ? num / den : -((-num + den - 1n) / den);

/** Evaluates a printed formula in n: integers, + − × / ^, parentheses, floor and max. */
function evaluatePrinted(text: string, n: bigint): bigint {
  const tokens: string[] = [];
  const pattern = /\s*(\d+|[a-z]+|[()+−×/^,])/y;
  while (pattern.lastIndex < text.trimEnd().length) {
    const match = pattern.exec(text);
    if (!match) throw new Error(`Not a whole-number formula at: ${text.slice(pattern.lastIndex)}`);
    tokens.push(match[1]!);
  }
  let at = 0;
  const take = (expected?: string) => {
    const token = tokens[at++];
    if (token === undefined || (expected && token !== expected))
      throw new Error(`Expected ${expected ?? 'more'} in ${text}`);
    return token;
  };
  const expr = (): Fraction => {
    let left = term();
    while (tokens[at] === '+' || tokens[at] === '−') {
      const op = take();
      const right = term();
      const sign = op === '+' ? 1n : -1n;
      left = { num: left.num * right.den + sign * right.num * left.den, den: left.den * right.den };
    }
    return left;
  };
  const term = (): Fraction => {
    let left = power();
    while (tokens[at] === '×' || tokens[at] === '/') {
      const op = take();
      const right = power();
      left =
        op === '×'
          ? { num: left.num * right.num, den: left.den * right.den }
          : { num: left.num * right.den, den: left.den * right.num };
      if (left.den < 0n) left = { num: -left.num, den: -left.den };
    }
    return left;
  };
  const power = (): Fraction => {
    const base = atom();
    if (tokens[at] !== '^') return base;
    take('^');
    const exponent = power();
    if (base.den !== 1n || exponent.den !== 1n) throw new Error('Whole powers only');
    return whole(base.num ** exponent.num);
  };
  const atom = (): Fraction => {
    const token = take();
    if (/^\d+$/.test(token)) return whole(BigInt(token));
    if (token === 'n') return whole(n);
    if (token === '(') {
      const inner = expr();
      take(')');
      return inner;
    }
    if (token === 'floor' || token === 'max') {
      take('(');
      const args = [expr()];
      while (tokens[at] === ',') {
        take(',');
        args.push(expr());
      }
      take(')');
      if (token === 'floor') return whole(floorOf(args[0]!));
      return args.reduce((a, b) => (a.num * b.den >= b.num * a.den ? a : b));
    }
    throw new Error(`Unknown ${token} in ${text}`);
  };
  const value = expr();
  if (at !== tokens.length || value.den !== 1n) throw new Error(`Not a whole result: ${text}`);
  return value.num;
}

const printed = (): string => {
  const crash = fairnessDoc.sections.find((section) => section.heading === 'Crash');
  const line = crash?.code?.split('\n').find((l) => l.startsWith('crashE2 = '));
  if (!line) throw new Error('The crash section prints no crashE2 line');
  return line.slice('crashE2 = '.length);
};

/** The n where the old printed formula, computed in doubles, was 0.01x short (all 60). */
function floatShortInputs(): number[] {
  const found: number[] = [];
  // only where 99 * 2^32 / (n + 1) is whole can a double land just below it
  for (let twos = 0; twos <= 32; twos++)
    for (const odd of [1, 3, 9, 11, 33, 99]) {
      const n = 2 ** twos * odd - 1;
      if (n > 0xffff_ffff) continue;
      const inDoubles = Math.max(100, Math.floor((2 ** 32 / (n + 1)) * 0.99 * 100));
      if (inDoubles !== crashPointE2FromInt(n)) found.push(n);
    }
  return found;
}

const EDGES = [0, 1, 0x0100_0000, 0x8000_0000, 0xfd70_a3d6, 0xfd70_a3d7, 0xffff_fffe, 0xffff_ffff];

describe('the crash formula on the fairness page', () => {
  it('is whole-number arithmetic that gives the core’s point at the edges', () => {
    const formula = printed();
    const floatShort = floatShortInputs();
    expect(floatShort).toHaveLength(60);
    for (const n of [...EDGES, ...floatShort])
      expect(Number(evaluatePrinted(formula, BigInt(n))), `n = ${n}`).toBe(crashPointE2FromInt(n));
  });

  it('gives the core’s point for any 32-bit n', () => {
    const formula = printed();
    fc.assert(
      fc.property(fc.nat(0xffff_ffff), (n) => {
        expect(Number(evaluatePrinted(formula, BigInt(n)))).toBe(crashPointE2FromInt(n));
      }),
      { numRuns: 2_000 },
    );
  });

  it('reads a formula as printed, and refuses what is not whole numbers', () => {
    expect(evaluatePrinted('max(100, floor(7 / 2) × 2^3 − 1)', 0n)).toBe(100n);
    expect(evaluatePrinted('floor(2^32 / (n + 1))', 1n)).toBe(2_147_483_648n);
    expect(() => evaluatePrinted('floor(n × 0.99)', 5n)).toThrow();
    expect(() => evaluatePrinted('n / 2', 5n)).toThrow();
  });
});
