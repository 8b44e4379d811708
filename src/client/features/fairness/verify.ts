import { serverSeedMatchesHash } from '../../../../games/fair';

// The check every verifier makes first; each game's own arithmetic is in its folder
// (games/<game>/verifier), exactly the core functions the server settles with.

/** Does the revealed seed hash to the commitment shown before the bets? null: no hash given. */
export function commitmentCheck(serverSeed: string, serverSeedHash: string): boolean | null {
  if (!serverSeedHash) return null;
  return serverSeedMatchesHash(serverSeed, serverSeedHash);
}
