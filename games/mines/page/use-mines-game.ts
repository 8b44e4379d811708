import { useCallback, useEffect, useState } from 'react';
import { minesClient } from '../client';
import { minesStartBodySchema } from '../bet';
import type { MinesGame } from '../../../src/shared/contract/instantGames';
import type { Hundredths } from '../../../src/shared/money';
import type { Pace } from '../../pace';
import type { SettledBet } from '../../../src/client/features/auto-bet/auto-bet-runner';
import { amountLabel } from '../../../src/client/ui/amount';
import { BetRefused, showBetError } from '../../../src/client/features/instant-games/bet-errors';
import { betPace } from '../../../src/client/features/instant-games/bet-pace';
import { formatMultiplierX } from '../../../src/client/features/instant-games/format';
import type { RevealedText } from '../../../src/client/features/instant-games/GameResult';
import { minesApi, type MinesAnswer } from './mines-api';
import { confirmMinesStart, shouldConfirmMinesStart } from './mines-confirm';
import type { SceneDriver } from '../../../src/client/features/instant-games/scene-driver';
import { sendHeldBet } from '../../../src/client/features/instant-games/settle-bet';
import { showLandedBet } from '../../../src/client/features/instant-games/show-landed-bet';
import { boardCommand } from './mines-state';

/** Longest a pick waits for the scene before its result shows anyway. */
const REVEAL_LIMIT_MS = 6_000;

export type MinesBusy = 'start' | 'pick' | 'cashout' | null;

/** The hold's settlement for a mines answer: a payout (cash-out) shows when the scene lands. */
const minesSettlement = (revealId: string) => (answer: MinesAnswer) => ({
  balance: answer.balance,
  ledgerPosition: answer.ledgerPosition,
  payout: answer.game.state === 'cashed' ? answer.game.payout : 0,
  revealId,
});

interface MinesGameOptions {
  driver: SceneDriver;
  loggedIn: boolean;
  /** A resumed game brings its own stake and mine count into the panel. */
  onResume: (game: MinesGame) => void;
}

/**
 * A mines game's flow: resume, start (asking first for large stakes), pick, cash out. The
 * game state shown moves only when the scene has landed each step.
 */
export function useMinesGame({ driver, loggedIn, onResume }: MinesGameOptions) {
  const [game, setGame] = useState<MinesGame | null>(null);
  const [busy, setBusy] = useState<MinesBusy>(null);
  const [result, setResult] = useState<RevealedText | null>(null);

  const showGame = useCallback(
    (next: MinesGame | null) => {
      setGame(next);
      driver.show('mines:board', boardCommand(next));
    },
    [driver],
  );

  // Resume the running game (another tab, a reload); a visitor sees an empty board.
  useEffect(() => {
    if (!loggedIn) {
      showGame(null);
      return;
    }
    let current = true;
    minesApi.active().then(
      ({ game: running }) => {
        if (!current || !running) return;
        showGame(running);
        onResume(running);
        setResult({ text: 'Your game is back where you left it.', tone: 'neutral' });
      },
      (error: unknown) => current && showBetError(error, 'Could not load your game'),
    );
    return () => {
      current = false;
    };
  }, [loggedIn, onResume, showGame]);

  const finish = useCallback((ended: MinesGame, revealId: string) => {
    const won = ended.state === 'cashed';
    const { id, amount, multiplier } = ended;
    showLandedBet(
      minesClient.kind,
      { id, amount, payout: won ? ended.payout : 0, multiplier },
      {
        line: (net) => `${won ? 'Cashed out' : 'Mine!'} · ${net}`,
        label: won ? formatMultiplierX(multiplier) : 'Mine',
        revealId,
        liveStat: true,
      },
      setResult,
    );
  }, []);

  const start = useCallback(
    async (stake: Hundredths, mines: number) => {
      const body = minesStartBodySchema.safeParse({ amount: stake, mines });
      if (!body.success) {
        showBetError(new BetRefused(body.error.issues[0]?.message));
        return;
      }
      if (shouldConfirmMinesStart(stake) && !(await confirmMinesStart({ amount: stake, mines })))
        return;
      setBusy('start');
      try {
        const answer = await sendHeldBet(
          stake,
          () => minesApi.start(body.data),
          minesSettlement('start'),
        );
        showGame(answer.game);
        setResult({ text: `Game on: ${mines} mines. Pick a tile.`, tone: 'neutral' });
      } catch (error) {
        showBetError(error, 'Game not started');
      } finally {
        setBusy(null);
      }
    },
    [showGame],
  );

  /** Reveals a tile and plays it; the game as it ended up, shown once the scene landed. */
  const revealTile = useCallback(
    async (current: MinesGame, tile: number, pace: Pace): Promise<MinesGame> => {
      const revealId = `${current.id}:${tile}`;
      const { game: next } = await sendHeldBet(
        0,
        () => minesApi.reveal(tile),
        minesSettlement(revealId),
      );
      const mine = next.state === 'busted';
      const ended = next.state !== 'active' ? next.minePositions : null;
      await driver.play(
        'mines:reveal',
        { id: revealId, tile, mine, minePositions: mine ? ended : null, pace },
        REVEAL_LIMIT_MS,
      );
      // The last safe tile cashes out by itself: show the remaining mines calmly.
      if (next.state === 'cashed')
        await driver.play(
          'mines:cashout',
          { id: `${revealId}:auto`, minePositions: ended ?? [], pace },
          REVEAL_LIMIT_MS,
        );
      setGame(next);
      if (next.state === 'active')
        setResult({
          text: `Gem! ${formatMultiplierX(next.multiplier)}, cash out for ${amountLabel(next.payout)}`,
          tone: 'win',
        });
      else finish(next, revealId);
      return next;
    },
    [driver, finish],
  );

  /** Cashes the game out and plays it; the ended game, shown once the scene landed. */
  const cashOutGame = useCallback(
    async (current: MinesGame, pace: Pace): Promise<MinesGame> => {
      const revealId = `${current.id}:cashout`;
      const { game: next } = await sendHeldBet(
        0,
        () => minesApi.cashout(),
        minesSettlement(revealId),
      );
      await driver.play(
        'mines:cashout',
        { id: revealId, minePositions: next.minePositions ?? [], pace },
        REVEAL_LIMIT_MS,
      );
      setGame(next);
      finish(next, revealId);
      return next;
    },
    [driver, finish],
  );

  const pick = useCallback(
    async (tile: number) => {
      if (!game || game.state !== 'active' || busy) return;
      setBusy('pick');
      try {
        await revealTile(game, tile, betPace(minesClient.kind));
      } catch (error) {
        showBetError(error, 'Tile not revealed');
      } finally {
        setBusy(null);
      }
    },
    [busy, game, revealTile],
  );

  const cashOut = useCallback(async () => {
    if (!game || game.state !== 'active' || busy) return;
    setBusy('cashout');
    try {
      await cashOutGame(game, betPace(minesClient.kind));
    } catch (error) {
      showBetError(error, 'Cash out failed');
    } finally {
      setBusy(null);
    }
  }, [busy, cashOutGame, game]);

  /**
   * One auto-bet round: start, reveal the pattern's tiles in order, cash out. A mine ends
   * the round; an error leaves the game running, to finish by hand. The round is one bet:
   * it settles when the game ends, by then shown.
   */
  const playRound = useCallback(
    async (stake: Hundredths, mines: number, tiles: readonly number[]): Promise<SettledBet> => {
      const body = minesStartBodySchema.safeParse({ amount: stake, mines });
      if (!body.success) throw new BetRefused(body.error.issues[0]?.message);
      const pace = betPace(minesClient.kind, { auto: true });
      const started = await sendHeldBet(
        stake,
        () => minesApi.start(body.data),
        minesSettlement('start'),
      );
      let current = started.game;
      showGame(current);
      for (const tile of tiles) {
        if (current.state !== 'active') break;
        current = await revealTile(current, tile, pace);
      }
      if (current.state === 'active') current = await cashOutGame(current, pace);
      const payout = current.state === 'cashed' ? current.payout : 0;
      return { stake: current.amount, payout, landed: Promise.resolve() };
    },
    [cashOutGame, revealTile, showGame],
  );

  /** An empty board to plan an auto pattern on (a finished game's tiles would mislead). */
  const clearBoard = useCallback(() => {
    if (game?.state !== 'active') showGame(null);
  }, [game, showGame]);

  return { game, busy, result, start, pick, cashOut, playRound, clearBoard };
}
