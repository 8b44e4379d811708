import { randomUUID } from 'node:crypto';
import { crashElapsedMsFor, crashPointE2FromRound } from '../../../games/crash/core';
import { buildHashChain, roundHashOf } from '../../../games/fair/chain';
import { sha256Hex } from '../../../games/fair/hash';

// A crash chain of the bench's own whose first rounds all crash early: the salt is searched
// for the longest run of short rounds, so the rounds the bench watches pass quickly instead
// of now and then climbing for a minute. Round hashes do not depend on the salt.

/** Rounds crashing at or below this (hundredths) run at most ~7.8 s: the bench waits less. */
export const SHORT_ROUND_E2 = 160;
const SALT_SEARCH_MS = 1_500;
const CHAIN_LENGTH = 400;

export function shortRoundsChain() {
  const chain = buildHashChain(sha256Hex(`round-fanout-${randomUUID()}`), CHAIN_LENGTH, 50);
  const hashes = Array.from({ length: 60 }, (_, i) => roundHashOf(chain, i + 1));
  let best = { salt: '', shortRounds: -1 };
  const deadline = performance.now() + SALT_SEARCH_MS;
  for (let i = 0; performance.now() < deadline; i++) {
    const salt = sha256Hex(`round-fanout-salt-${i}`);
    let short = 0;
    while (short < hashes.length && crashPointE2FromRound(hashes[short]!, salt) <= SHORT_ROUND_E2)
      short++;
    if (short > best.shortRounds) best = { salt, shortRounds: short };
  }
  return { chain, ...best };
}

/** How long the short rounds run at most, in seconds (for the log). */
export const shortRoundSeconds = () => crashElapsedMsFor(SHORT_ROUND_E2) / 1000;
