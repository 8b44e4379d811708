import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildHashChain, hashChainBuilder, nextInChain } from '../../../../games/fair/chain';
import { SERVER_CHAIN_STEPS } from './roundChains';

// The server builds chains with Node's SHA-256 in short steps: the chain must be the one
// the fairness pages' verifier (nextInChain) recomputes.
describe('the server chain steps', () => {
  it('hash as nextInChain does', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        expect(SERVER_CHAIN_STEPS.next(text)).toBe(nextInChain(text));
      }),
    );
  });

  it('build the same chain as the pure builder, yielding every 1,000 elements', () => {
    const builder = hashChainBuilder('seed of the test', 25_000, 10_000, SERVER_CHAIN_STEPS);
    let yields = 0;
    let step = builder.next();
    while (!step.done) {
      yields++;
      step = builder.next();
    }
    expect(yields).toBe(25);
    expect(step.value).toEqual(buildHashChain('seed of the test', 25_000, 10_000));
  });
});
