import { useEffect, useRef, useState } from 'react';
import type { FinishedRace, RaceBoard, RaceKind } from '../../../shared/contract';
import { GENERIC_ERROR_MESSAGE } from '../../lib/api-error';
import { onRealtimeEvent } from '../realtime/realtime-events';
import { useChannel } from '../realtime/use-channel';
import { useSession } from '../session/session-store';
import { raceApi } from './race-api';
import { type RaceUpdate, applyRaceUpdate, ownPlaceMayBeStale } from './race-board';

/** The race channel's name (the contract's `channels.race`). */
const RACE_CHANNEL = 'race';
/** A caller outside the top places re-reads their own place at most this often. */
const OWN_PLACE_REFRESH_MS = 3_000;

/**
 * The races running now, kept live: read once (and again on sign-in or out, and when a
 * period ends), then moved by `race.update` from the race channel.
 */
export function useRaceBoards() {
  const userId = useSession((state) => state.user?.id ?? null);
  const userRef = useRef(userId);
  userRef.current = userId;
  const [boards, setBoards] = useState<RaceBoard[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [reads, setReads] = useState(0);
  const refresh = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useChannel(RACE_CHANNEL);

  useEffect(() => {
    const abort = new AbortController();
    raceApi.current(abort.signal).then(
      ({ races }) => {
        setBoards(races);
        setFailed(false);
      },
      () => {
        if (!abort.signal.aborted) setFailed(true);
      },
    );
    return () => abort.abort();
  }, [userId, reads]);

  useEffect(
    () =>
      onRealtimeEvent('race.update', (payload) => {
        const { data } = payload as { data: RaceUpdate };
        setBoards((current) => {
          if (!current) return current;
          const next = applyRaceUpdate(current, data, userRef.current);
          const moved = next.find((board) => board.race.id === data.race.id);
          if (moved && ownPlaceMayBeStale(moved, userRef.current) && !refresh.current) {
            refresh.current = setTimeout(() => {
              refresh.current = undefined;
              setReads((n) => n + 1);
            }, OWN_PLACE_REFRESH_MS);
          }
          return next;
        });
      }),
    [],
  );
  useEffect(() => () => clearTimeout(refresh.current), []);

  // A new period starts when the earliest shown race ends: read the new races then.
  const nextEnd = boards ? Math.min(...boards.map((b) => Date.parse(b.race.endsAt))) : null;
  useEffect(() => {
    if (nextEnd === null) return;
    const timer = setTimeout(
      () => setReads((n) => n + 1),
      Math.min(Math.max(0, nextEnd - Date.now()) + 1_000, 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [nextEnd]);

  return {
    boards,
    error: failed ? GENERIC_ERROR_MESSAGE : null,
    retry: () => setReads((n) => n + 1),
  };
}

/** The last paid race of `kind` (its winners); read again when `after` (a race id) changes. */
export function useLastRace(kind: RaceKind, after: string | undefined) {
  const [last, setLast] = useState<FinishedRace | null | undefined>(undefined);
  useEffect(() => {
    const abort = new AbortController();
    raceApi.history(kind, 1, abort.signal).then(
      ({ races }) => setLast(races[0] ?? null),
      () => {
        if (!abort.signal.aborted) setLast(null);
      },
    );
    return () => abort.abort();
  }, [kind, after]);
  return last;
}
