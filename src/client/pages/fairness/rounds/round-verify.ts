import { nextInChain } from '../../../../../games/fair/chain';
import { ROUND_GAMES, type RoundGameKind } from '../../../../../games/registry';

// What a revealed round hash proves, computed in the browser with the same manifests the
// server plays with: the round's result from (hash, salt), and its place in the chain by
// hashing it back to the published terminating hash (round k needs exactly k hashes).

export type RoundGame = RoundGameKind;

const HEX_64 = /^[0-9a-f]{64}$/;

export function isRoundHash(value: string): boolean {
  return HEX_64.test(value);
}

/** The result a round hash and the chain's salt decide, in the game's own words. */
export function roundResult(game: RoundGame, roundHash: string, salt: string): string {
  const manifest = ROUND_GAMES.find((round) => round.kind === game);
  if (!manifest) throw new Error(`Not a round game: ${game}`);
  // Each manifest's outcome and its words go together; the union's parameters do not.
  const { outcome, outcomeText } = manifest as {
    outcome(hash: string, salt: string): unknown;
    outcomeText(outcome: unknown): string;
  };
  return outcomeText(outcome(roundHash, salt));
}

export type ChainWalk =
  { reached: true; round: number } | { reached: false; hashes: number } | { cancelled: true };

/**
 * Hashes `roundHash` forward until it meets `terminatingHash`, at most `maxHashes` times,
 * yielding to the page every `batch` hashes so a long walk never freezes it.
 */
export async function walkToTerminatingHash(
  roundHash: string,
  terminatingHash: string,
  maxHashes: number,
  options: {
    batch?: number;
    isCancelled?: () => boolean;
    onProgress?: (hashes: number) => void;
    yieldToPage?: () => Promise<void>;
  } = {},
): Promise<ChainWalk> {
  const batch = options.batch ?? 5_000;
  const yieldToPage =
    options.yieldToPage ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  let current = roundHash;
  for (let hashes = 1; hashes <= maxHashes; hashes++) {
    current = nextInChain(current);
    if (current === terminatingHash) return { reached: true, round: hashes };
    if (hashes % batch === 0) {
      options.onProgress?.(hashes);
      await yieldToPage();
      if (options.isCancelled?.()) return { cancelled: true };
    }
  }
  return { reached: false, hashes: maxHashes };
}
