import { useCallback, useState } from 'react';
import type { CoinSide } from '../core';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { CoinFlipGame } from '../../../src/shared/contract/coinFlip';
import type { Hundredths } from '../../../src/shared/money';
import { playSound } from '../../../src/client/features/audio/audio-player';
import { showBetError } from '../../../src/client/features/instant-games/bet-errors';
import { confirmModal } from '../../../src/client/features/modals/modal-store';
import type { ConfirmProps } from '../../../src/client/features/modals/modal-views';
import { sendRoomMoneyCall } from '../../../src/client/features/rooms/room-money';
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

/** Coin flip's money calls keep their hold ids (`coinflip-<action>:<id>`). */
const sendMoneyCall = <
  A extends { game: CoinFlipGame; balance: Hundredths; ledgerPosition: number },
>(
  action: string,
  stake: Hundredths,
  call: () => Promise<A>,
) => sendRoomMoneyCall('coinflip', action, stake, call);

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
