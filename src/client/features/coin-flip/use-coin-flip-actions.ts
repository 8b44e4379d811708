import { useCallback, useState } from 'react';
import type { CoinSide } from '../../../../games/coin-flip/core';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { CoinFlipGame } from '../../../shared/contract/coinFlip';
import type { Hundredths } from '../../../shared/money';
import { playSound } from '../audio/audio-player';
import { showBetError } from '../instant-games/bet-errors';
import { sendHeldBet } from '../instant-games/settle-bet';
import { confirmModal } from '../modals/modal-store';
import type { ConfirmProps } from '../modals/modal-views';
import { sessionStore } from '../session/session-store';
import { coinFlipApi } from './coin-flip-api';

/** What is under way: creating, or an action on one game. */
export type CoinFlipBusy = { action: 'create' } | { action: Action; id: string } | null;
type Action = 'join' | 'bot' | 'cancel';

const FAILED: Record<'create' | Action, string> = {
  create: 'Game not created',
  join: 'Could not join',
  bot: 'Could not call the bot',
  cancel: 'Could not cancel',
};

const CANCEL_QUESTION: ConfirmProps = {
  title: 'Cancel this coin flip?',
  message: 'Your stake comes back and the game is removed. This cannot be undone.',
  confirmLabel: 'Cancel game',
  cancelLabel: 'Keep it',
};

interface MoneyAnswer {
  game: CoinFlipGame;
  balance: Hundredths;
  ledgerPosition: number;
}

/**
 * A call that moves the player's money (create and join stake, cancel refunds) goes
 * through the header's balance hold as every bet does: the stake leaves at once and the
 * answer's balance counts at its ledger position, so the header is right even when the
 * socket's `user.balance` went out before this tab's socket had logged in. The flip's
 * payout comes as a `user.balance` held until the flip has landed.
 */
function sendMoneyCall(
  action: string,
  stake: Hundredths,
  call: () => Promise<MoneyAnswer>,
): Promise<MoneyAnswer> {
  return sendHeldBet(stake, call, (answer) => ({
    balance: answer.balance,
    ledgerPosition: answer.ledgerPosition,
    payout: 0,
    revealId: `coinflip-${action}:${answer.game.id}`,
  })).then((answer) => {
    sessionStore.getState().releasePayout(`coinflip-${action}:${answer.game.id}`);
    return answer;
  });
}

/** The player's coin flip calls. Each answer's game is applied at once (its socket event follows). */
export function useCoinFlipActions(
  applyGame: (game: CoinFlipGame) => void,
  onGame: (game: CoinFlipGame) => void,
) {
  const [busy, setBusy] = useState<CoinFlipBusy>(null);

  const run = useCallback(
    async (next: NonNullable<CoinFlipBusy>, call: () => Promise<{ game: CoinFlipGame }>) => {
      setBusy(next);
      try {
        const { game } = await call();
        applyGame(game);
        onGame(game);
        playSound('ui.bright');
        return true;
      } catch (error) {
        showBetError(error, FAILED[next.action]);
        return false;
      } finally {
        setBusy(null);
      }
    },
    [applyGame, onGame],
  );

  return {
    busy,
    create: (amount: Hundredths, side: CoinSide) =>
      run({ action: 'create' }, () =>
        sendMoneyCall('create', amount, () => coinFlipApi.create({ amount, side })),
      ),
    /** Joins with the game's stake. */
    join: (id: string, amount: Hundredths) =>
      run({ action: 'join', id }, () => sendMoneyCall('join', amount, () => coinFlipApi.join(id))),
    callBot: (id: string) => run({ action: 'bot', id }, () => coinFlipApi.callBot(id)),
    /** Asks first: a cancelled game is gone for good. False when the player kept it. */
    cancel: async (id: string) => {
      if (!(await confirmModal(CANCEL_QUESTION))) return false;
      return run({ action: 'cancel', id }, () =>
        sendMoneyCall('cancel', 0, () => coinFlipApi.cancel(id)),
      );
    },
  };
}
