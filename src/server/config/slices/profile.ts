import { flag, type SliceEnv } from '../envFields';

/** The player's own profile reads (overview figures, the transactions ledger). */
export const profileEnv = {
  PROFILE_AWAIT_REVEAL: flag.default(true),
};

export interface ProfileConfig {
  profile: {
    /**
     * A bet's money shows there only once its game's longest reveal has passed, so another
     * tab never tells of an outcome still animating (tests turn it off to read at once).
     */
    awaitReveal: boolean;
  };
}

export function profileConfig(e: SliceEnv<typeof profileEnv>): ProfileConfig {
  return { profile: { awaitReveal: e.PROFILE_AWAIT_REVEAL } };
}
