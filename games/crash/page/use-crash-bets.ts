import type { CrashRound } from '../../../src/shared/contract/crash';
import { useCallback, useState } from 'react';
import { crashBetBodySchema } from '../../../src/shared/contract/crash';
import type { Hundredths } from '../../../src/shared/money';
import { BetRefused, showBetError } from '../../../src/client/features/instant-games/bet-errors';
import { sendHeldBet } from '../../../src/client/features/instant-games/settle-bet';
import type { Settlement } from '../../../src/client/features/session/balance-hold';
import { sessionStore } from '../../../src/client/features/session/session-store';
import type { RoundView } from '../../../src/client/features/rounds/useRound';
import { parseAutoCashout } from './auto-cashout';
import { crashApi } from './crash-api';

type Busy = 'bet' | 'cashout' | null;

/** A crash answer through the balance hold: the server's balance at its ledger position. */
const settlement =
  (kind: string) =>
  (answer: {
    balance: Hundredths;
    ledgerPosition: number;
    bet: { id: string; payout: Hundredths | null };
  }): Settlement => ({
    balance: answer.balance,
    ledgerPosition: answer.ledgerPosition,
    payout: answer.bet.payout ?? 0,
    revealId: `crash-${kind}:${answer.bet.id}`,
  });

/**
 * The player's two actions on a round: bet (with an optional auto cash-out) and cash out.
 * Balances go through the same hold as every game: the stake leaves at once, the server's
 * answer sets the balance at its ledger position; the round has no reveal to wait for, so
 * a payout shows with the answer.
 */
export function useCrashBets(view: RoundView<CrashRound>) {
  const [busy, setBusy] = useState<Busy>(null);
  const { applyOwnBet } = view;

  const bet = useCallback(
    async (stake: Hundredths, autoText: string) => {
      const auto = parseAutoCashout(autoText);
      if (!auto.ok) {
        showBetError(new BetRefused(auto.error));
        return;
      }
      // The shared contract checks the bet as the server will.
      const body = crashBetBodySchema.safeParse({ amount: stake, autoCashout: auto.value });
      if (!body.success) {
        showBetError(new BetRefused(body.error.issues[0]?.message));
        return;
      }
      setBusy('bet');
      try {
        const answer = await sendHeldBet(stake, () => crashApi.bet(body.data), settlement('bet'));
        sessionStore.getState().releasePayout(`crash-bet:${answer.bet.id}`);
        applyOwnBet(answer.roundId, answer.bet);
      } catch (error) {
        showBetError(error);
      } finally {
        setBusy(null);
      }
    },
    [applyOwnBet],
  );

  const cashOut = useCallback(async () => {
    setBusy('cashout');
    try {
      const answer = await sendHeldBet(0, () => crashApi.cashOut(), settlement('cashout'));
      sessionStore.getState().releasePayout(`crash-cashout:${answer.bet.id}`);
      applyOwnBet(answer.roundId, answer.bet);
    } catch (error) {
      showBetError(error, 'Cash out failed');
    } finally {
      setBusy(null);
    }
  }, [applyOwnBet]);

  return { busy, bet, cashOut };
}
