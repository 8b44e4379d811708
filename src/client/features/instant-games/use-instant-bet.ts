import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import type { Pace } from '../../../../games/pace';
import type { NotificationLocation } from '../notifications/notification-store';
import type { OneRequestKind } from '../../../shared/contract/instantGames';
import type { Hundredths } from '../../../shared/money';
import type { SettledBet } from '../auto-bet/auto-bet-runner';
import { useAutoBet } from '../auto-bet/use-auto-bet';
import { useGamePause } from '../games/game-pause';
import { leaveReason } from '../leave-guard/leave-reasons';
import { useLeaveGuard } from '../leave-guard/use-leave-guard';
import { useBetAmountForm } from './bet-amount-form';
import { BetRefused, showBetError } from './bet-errors';
import { betPace } from './bet-pace';
import type { RevealedText } from './GameResult';
import { instantGamesApi, type BetAnswer, type BetBody } from './instant-games-api';
import type { SceneDriver } from './scene-driver';
import { betSettlement, sendHeldBet } from './settle-bet';
import { showLandedBet, type LandedWords } from './show-landed-bet';
import { useGameScene } from './use-game-scene';

// What every one-request game's page does with a bet, whatever its choice: the body checked
// as the server will check it, the stake held in the header's balance until the scene lands,
// the scene played, the result worded, manual and auto play, the pause banner and the guard
// against leaving a running auto-bet. A page brings its choice, its scene's commands and its
// words.

/** A settled bet of game `K`, as its answer carries it. */
export type InstantBet<K extends OneRequestKind> = BetAnswer<K>['bet'];

export interface InstantBetRules<K extends OneRequestKind> {
  /** The game's client manifest: its kind, its name and where its notices show. */
  client: { kind: K; lobby: { name: string; location: NotificationLocation } };
  /** The game's bet schema (games/<game>/bet.ts): its first complaint is the error shown. */
  schema: z.ZodType<Omit<BetBody<K>, 'pace'>>;
  /** The bet's body at this stake, with the page's current choice. */
  body: (stake: Hundredths) => unknown;
  /** Plays the settled bet on the scene; resolves once it has landed (or stopped waiting). */
  play: (driver: SceneDriver, bet: InstantBet<K>, pace: Pace) => Promise<void>;
  /** The result line's words for it, once landed. */
  words: (bet: InstantBet<K>) => LandedWords;
  /** Bets overlap (plinko's balls): a bet does not wait for the last one to land. */
  overlap?: boolean;
}

export function useInstantBet<K extends OneRequestKind>(rules: InstantBetRules<K>) {
  const { kind, lobby } = rules.client;
  const driver = useGameScene();
  const pause = useGamePause(lobby.location);
  const amount = useBetAmountForm();
  const [result, setResult] = useState<RevealedText | null>(null);
  // Bets sent and not landed yet, counted in a ref: the page re-renders only when the first
  // leaves or the last lands, not for every ball of a burst.
  const inFlight = useRef(0);
  const [busy, setBusy] = useState(false);
  // The choice and words of the latest render: a bet reads them when it is placed.
  const latest = useRef(rules);
  latest.current = rules;

  /** Sends one bet and resolves once settled; `landed` resolves when the scene showed it. */
  const settle = useCallback(
    async (stake: Hundredths, pace: Pace): Promise<SettledBet> => {
      const { schema, body, play, words } = latest.current;
      // The shared contract checks the bet as the server will.
      const checked = schema.safeParse(body(stake));
      if (!checked.success) throw new BetRefused(checked.error.issues[0]?.message);
      inFlight.current += 1;
      setBusy(true);
      const done = () => {
        inFlight.current -= 1;
        setBusy(inFlight.current > 0);
      };
      let bet: InstantBet<K>;
      try {
        ({ bet } = await sendHeldBet(
          stake,
          () => instantGamesApi.bet(kind, { ...checked.data, pace } as BetBody<K>),
          betSettlement,
        ));
      } catch (error) {
        done();
        throw error;
      }
      const landed = (async () => {
        try {
          await play(driver, bet, pace);
          showLandedBet(kind, bet, words(bet), setResult);
        } finally {
          done();
        }
      })();
      return { stake: bet.amount, payout: bet.payout, landed };
    },
    [driver, kind],
  );

  const auto = useAutoBet({
    game: kind,
    title: lobby.name,
    place: (stake) => settle(stake, betPace(kind, { auto: true })),
  });
  const running = auto.status !== 'idle';
  useLeaveGuard(leaveReason({ autoBetRunning: running }));

  /** The bet button: one pace for the server's hold and the scene's landing. */
  const onBet = useCallback(
    async (stake: Hundredths) => {
      const placed = settle(stake, betPace(kind)).then((settled) => settled.landed);
      const shown = placed.catch((error: unknown) => showBetError(error));
      // An overlapping game's button is free again at once; the others wait for the landing.
      if (!rules.overlap) await shown;
    },
    [settle, kind, rules.overlap],
  );

  /** `busy`: a bet is on its way or still landing (a choice holds still until it lands). */
  return { driver, pause, amount, result, busy, auto, running, onBet };
}
