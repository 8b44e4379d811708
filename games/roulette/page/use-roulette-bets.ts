import { useCallback, useState } from 'react';
import { ROULETTE_BET_MAX, ROULETTE_BET_MIN } from '../core/limits';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { RouletteOption, RouletteRound } from '../../../src/shared/contract/roulette';
import type { Hundredths } from '../../../src/shared/money';
import { messageOf } from '../../../src/client/lib/api-error';
import { formatAmount } from '../../../src/client/ui/amount';
import { playSound } from '../../../src/client/features/audio/audio-player';
import { showBetError } from '../../../src/client/features/instant-games/bet-errors';
import { sendHeldBet } from '../../../src/client/features/instant-games/settle-bet';
import type { RoundView } from '../../../src/client/features/rounds/useRound';
import type { Settlement } from '../../../src/client/features/session/balance-hold';
import { sessionStore } from '../../../src/client/features/session/session-store';
import { rouletteApi, type RouletteBetAnswer } from './roulette-api';

const revealId = (betId: string) => `roulette-bet:${betId}`;

/** The stake's answer through the balance hold; the payout comes with the round's end. */
function settlement(answer: RouletteBetAnswer): Settlement {
  return {
    balance: answer.balance,
    ledgerPosition: answer.ledgerPosition,
    payout: 0,
    revealId: revealId(answer.bet.id),
  };
}

/** The roulette table's limits, as the server checks them, before a request is sent. */
export function stakeError(stake: Hundredths): string | null {
  if (!Number.isInteger(stake)) return 'Enter an amount in gems, e.g. 1.50';
  if (stake < ROULETTE_BET_MIN) return `The minimum bet is ${formatAmount(ROULETTE_BET_MIN)}`;
  if (stake > ROULETTE_BET_MAX) return `The maximum bet is ${formatAmount(ROULETTE_BET_MAX)}`;
  return null;
}

/**
 * Placing bets on the round (several per round, on any options). The stake leaves the
 * shown balance at once and the answer sets it at its ledger position; what a bet wins
 * arrives with the round's settlement over the socket, held until its strip lands.
 */
export function useRouletteBets(view: RoundView<RouletteRound>) {
  const [busy, setBusy] = useState<RouletteOption | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { applyOwnBet } = view;

  const bet = useCallback(
    async (option: RouletteOption, stake: Hundredths) => {
      const invalid = stakeError(stake);
      if (invalid) {
        setError(invalid);
        return;
      }
      setBusy(option);
      setError(null);
      try {
        const answer = await sendHeldBet(
          stake,
          () => rouletteApi.bet({ option, amount: stake }),
          settlement,
        );
        sessionStore.getState().releasePayout(revealId(answer.bet.id));
        applyOwnBet(answer.roundId, answer.bet);
        playSound('game.roulette-bet');
      } catch (failure) {
        setError(messageOf(failure));
        showBetError(failure);
      } finally {
        setBusy(null);
      }
    },
    [applyOwnBet],
  );

  return { busy, error, bet, clearError: () => setError(null) };
}
