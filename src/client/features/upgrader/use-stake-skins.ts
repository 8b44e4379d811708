import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../../lib/api-error';
import { useSession } from '../session/session-store';
import { steamTradesApi } from '../steam-trades/steam-trades-api';
import { type StakeSkin, stakeableSkins } from './stake-skins';

/**
 * The signed-in player's skins that an upgrade can stake (held, priced today), read from
 * their site inventory; `reload` after a bet lands (staked skins go, a won skin comes).
 */
export function useStakeSkins() {
  const signedIn = useSession((state) => state.user !== null);
  const [skins, setSkins] = useState<StakeSkin[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    if (!signedIn) return;
    try {
      setSkins(stakeableSkins((await steamTradesApi.get()).skins));
      setError(null);
    } catch (caught) {
      setError(messageOf(caught));
    }
  }, [signedIn]);

  useEffect(() => {
    if (signedIn) void reload();
    else setSkins(null);
  }, [signedIn, reload]);

  return { signedIn, skins, error, reload };
}
