import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../src/client/lib/api-error';
import { useSession } from '../../../src/client/features/session/session-store';
import { steamTradesApi } from '../../../src/client/features/steam-trades/steam-trades-api';
import { type StakeSkin, stakeableSkins } from './stake-skins';

/**
 * The signed-in player's skins that an upgrade can stake (held, priced today), read from
 * their site inventory; `reload` after a bet lands (staked skins go, a won skin comes: the
 * server lists it once the win's reveal slack has passed, so `reloadAfter` waits that out).
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

  const later = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reloadAfter = useCallback(
    (ms: number) => {
      if (later.current) clearTimeout(later.current);
      later.current = setTimeout(() => void reload(), ms);
    },
    [reload],
  );
  useEffect(
    () => () => {
      if (later.current) clearTimeout(later.current);
    },
    [],
  );

  return { signedIn, skins, error, reload, reloadAfter };
}
