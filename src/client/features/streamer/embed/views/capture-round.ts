import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { z } from 'zod';
import {
  EMPTY_ROUND_STATE,
  bettingEndsInMs,
  ownBets,
  roundReducer,
  serverNow,
  type BetOf,
  type RoundEvent,
  type RoundLike,
  type RoundState,
} from '../../../rounds/roundState';
import {
  connectRound,
  roundElapsedNow,
  type RoundFeedDeps,
  type RoundGame,
  type RoundOf,
  type RoundView,
} from '../../../rounds/useRound';
import type { CaptureFeed } from '../capture-feed';

// A shared round (crash, roulette) heard by a browser source: the same public room, events,
// reducer and clock as the game's page (useRound), over the capture socket. A browser source
// has no session to match a username with, so the streamer's own bets are the ids the
// capture room tells it. Each game's capture view (games/<game>/page/) brings the contract
// schemas of its round's events, so this file names no game.

/**
 * A round game's public round events, by name, with the contract schemas a capture view
 * parses them with: an event it does not list is not heard.
 */
export type RoundPayloads = Readonly<Record<string, z.ZodType<{ data: unknown }>>>;

/** What a capture view tells once the streamer's own play has landed on its canvas. */
export interface Landing {
  id: string;
  text: string;
}

/**
 * The round feed's ends over the capture socket: a subscription is sent at once and again
 * after every rejoin (rooms do not survive a new connection), events are parsed by the
 * contract before the page's own round code reads them.
 */
export function captureRoundDeps<R extends RoundLike>(
  feed: CaptureFeed,
  payloads: RoundPayloads,
  now: () => number = () => Date.now(),
): RoundFeedDeps<R> {
  const rejoins = new Map<string, () => void>();
  const send = (channel: string, action: 'subscribe' | 'unsubscribe') =>
    void feed.emitWithAck(`${channel}.${action}`, undefined).catch(() => undefined);
  return {
    subscribe(channel) {
      rejoins.get(channel)?.();
      rejoins.set(
        channel,
        feed.onJoined(() => send(channel, 'subscribe')),
      );
      send(channel, 'subscribe');
    },
    unsubscribe(channel) {
      rejoins.get(channel)?.();
      rejoins.delete(channel);
      send(channel, 'unsubscribe');
    },
    on(event, listener) {
      const payload = payloads[event];
      if (!payload) return () => undefined;
      return feed.on(event, payload, (data) => listener({ data }));
    },
    now,
  };
}

/** Own bets of this many rounds back are still kept (a round on screen, the one before). */
const OWN_ROUNDS_KEPT = 2;

export interface CaptureRound<R extends RoundLike> {
  view: RoundView<R>;
  /**
   * A bet the capture room says is the streamer's; `change` (a crash cash-out) is applied to
   * the bet as the round shows it, as the page applies its own answer.
   */
  markOwn(roundId: number, betId: string, change?: Partial<BetOf<R>>): void;
}

/** A live round for a capture view: useRound's state and clock, fed by the capture socket. */
export function useCaptureRound<G extends RoundGame>(
  feed: CaptureFeed,
  game: G,
  payloads: RoundPayloads,
): CaptureRound<RoundOf<G>> {
  type R = RoundOf<G>;
  const [state, dispatch] = useReducer(
    (current: RoundState<R>, event: RoundEvent<R>) => roundReducer(current, event),
    EMPTY_ROUND_STATE as RoundState<R>,
  );
  // Bet id -> its round id.
  const [own, setOwn] = useState<ReadonlyMap<string, number>>(() => new Map());
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(
    () => connectRound(game, dispatch, captureRoundDeps<R>(feed, payloads)),
    [feed, game, payloads],
  );

  const markOwn = useCallback((roundId: number, betId: string, change?: Partial<BetOf<R>>) => {
    setOwn((known) => {
      if (known.get(betId) === roundId) return known;
      const kept = [...known].filter(([, id]) => id > roundId - OWN_ROUNDS_KEPT);
      return new Map([...kept, [betId, roundId]]);
    });
    const round = stateRef.current.round;
    const bet = round?.id === roundId ? round.bets.find((b) => b.id === betId) : undefined;
    if (change && bet) dispatch({ type: 'bets', roundId, bets: [{ ...bet, ...change }] });
  }, []);

  const ownIds = useMemo(() => new Set(own.keys()), [own]);
  const myBets = useMemo(() => ownBets(state, null, ownIds), [state, ownIds]);
  const view = useMemo<RoundView<R>>(
    () => ({
      state,
      round: state.round,
      myBet: myBets[0] ?? null,
      myBets,
      elapsedNow: () => roundElapsedNow(game, stateRef.current, Date.now()),
      bettingEndsInMs: () => bettingEndsInMs(stateRef.current, Date.now()),
      serverNow: () => serverNow(stateRef.current, Date.now()),
      applyOwnBet: (roundId, bet) => {
        markOwn(roundId, bet.id);
        dispatch({ type: 'bets', roundId, bets: [bet] });
      },
    }),
    [state, myBets, game, markOwn],
  );
  return { view, markOwn };
}
