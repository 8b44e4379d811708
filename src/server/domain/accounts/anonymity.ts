import type { PublicUser } from '../../../shared/contract';
import type { Database, Statement } from '../../db/client';
import { autocommit } from '../../db/transaction';
import { notAuthenticated } from '../errors';

// Anonymous mode: the public feeds of wins and wagers (live drops, race leaderboards) show
// a player who turned it on as one shared stand-in. The id is masked too: chat shows ids
// beside names, so a real id in a feed would name the player all the same.

/** The nil UUID: every anonymous player in a feed is this one id, so none can be told apart. */
export const ANONYMOUS_USER_ID = '00000000-0000-0000-0000-000000000000';
export const ANONYMOUS_NAME = 'Anonymous';

const ANONYMOUS_PLAYER: PublicUser = {
  id: ANONYMOUS_USER_ID,
  username: ANONYMOUS_NAME,
  avatar: null,
  // The level narrows down who it is as well.
  level: 0,
};

const SET_ANONYMOUS: Statement = {
  name: 'anonymity_set',
  text: 'UPDATE users SET anonymous = $2 WHERE id = $1 RETURNING anonymous',
};

/** The player as a public feed shows them: themselves, or the anonymous stand-in. */
export function shownInFeeds(user: PublicUser, anonymous: boolean): PublicUser {
  return anonymous ? { ...ANONYMOUS_PLAYER } : user;
}

/** Turns anonymous mode on or off; answers the setting now stored. */
export async function setAnonymousMode(
  db: Database,
  userId: string,
  anonymous: boolean,
): Promise<boolean> {
  const [row] = await autocommit(db, (tx) =>
    tx.query<{ anonymous: boolean }>(SET_ANONYMOUS, [userId, anonymous]),
  );
  if (!row) throw notAuthenticated();
  return row.anonymous;
}
