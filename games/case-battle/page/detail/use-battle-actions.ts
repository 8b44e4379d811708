import { useCallback, useState } from 'react';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { CaseBattle } from '../../../../src/shared/contract/battles';
import type { Hundredths } from '../../../../src/shared/money';
import { playSound } from '../../../../src/client/features/audio/audio-player';
import { showBetError } from '../../../../src/client/features/instant-games/bet-errors';
import { sendHeldBet } from '../../../../src/client/features/instant-games/settle-bet';
import { confirmModal } from '../../../../src/client/features/modals/modal-store';
import { sessionStore } from '../../../../src/client/features/session/session-store';
import { battleApi, type BattleMoneyAnswer } from './battle-api';
import { leaveQuestion } from './leave-question';

/** What is under way: joining a seat, calling the bots or leaving. */
export type BattleBusy = { action: 'join'; seat: number } | { action: 'bots' | 'leave' } | null;

const FAILED = {
  join: 'Could not join',
  bots: 'Could not call the bots',
  leave: 'Could not leave',
} as const;

/**
 * A call that moves the player's money (a seat's price, a refund) goes through the header's
 * balance hold as every bet does: the price leaves at once and the answer's balance counts
 * at its ledger position. The battle's payout comes later as a `user.balance` the server
 * holds until the result has landed.
 */
function sendMoneyCall(
  action: 'join' | 'leave',
  id: string,
  stake: Hundredths,
  call: () => Promise<BattleMoneyAnswer>,
): Promise<BattleMoneyAnswer> {
  const revealId = `case-battle-${action}:${id}`;
  return sendHeldBet(stake, call, (answer) => ({
    balance: answer.balance,
    ledgerPosition: answer.ledgerPosition,
    payout: 0,
    revealId,
  })).then((answer) => {
    sessionStore.getState().releasePayout(revealId);
    return answer;
  });
}

/** The player's calls on one battle; each answer's battle is applied at once. */
export function useBattleActions(battle: CaseBattle | null, apply: (battle: CaseBattle) => void) {
  const [busy, setBusy] = useState<BattleBusy>(null);

  const run = useCallback(
    async (next: NonNullable<BattleBusy>, call: () => Promise<{ caseBattle: CaseBattle }>) => {
      setBusy(next);
      try {
        const { caseBattle } = await call();
        apply(caseBattle);
        playSound('ui.bright');
      } catch (error) {
        showBetError(error, FAILED[next.action]);
      } finally {
        setBusy(null);
      }
    },
    [apply],
  );

  return {
    busy,
    /** Takes `seat` for the battle's seat price. */
    join: (seat: number) => {
      if (!battle) return;
      void run({ action: 'join', seat }, () =>
        sendMoneyCall('join', battle._id, battle.price, () => battleApi.join(battle._id, { seat })),
      );
    },
    callBots: () => {
      if (!battle) return;
      void run({ action: 'bots' }, () => battleApi.callBots(battle._id));
    },
    /** Asks first: closing (the creator) or leaving cannot be undone. */
    leave: async () => {
      if (!battle || !(await confirmModal(leaveQuestion(battle)))) return;
      await run({ action: 'leave' }, () =>
        sendMoneyCall('leave', battle._id, 0, () => battleApi.leave(battle._id)),
      );
    },
  };
}
