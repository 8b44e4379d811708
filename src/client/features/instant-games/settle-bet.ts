import type { StoreApi } from 'zustand/vanilla';
import type { Hundredths } from '../../../shared/money';
import type { Settlement } from '../session/balance-hold';
import { sessionStore, type SessionState } from '../session/session-store';

/**
 * Sends a bet through the balance hold: the stake leaves the shown balance at once, the
 * answer's payout stays held under `settlement.revealId` until the page calls
 * `releasePayout` (when the scene lands), and a failed call gives the stake back.
 */
export async function sendHeldBet<A>(
  stake: Hundredths,
  send: () => Promise<A>,
  settlement: (answer: A) => Settlement,
  session: StoreApi<SessionState> = sessionStore,
): Promise<A> {
  const ticket = session.getState().placeBet(stake);
  let answer: A;
  try {
    answer = await send();
  } catch (error) {
    session.getState().cancelBet(ticket);
    throw error;
  }
  session.getState().settleBet(ticket, settlement(answer));
  return answer;
}

/** The hold's settlement for a dice or plinko answer: held under the bet's id, at its position. */
export function betSettlement(answer: {
  balance: Hundredths;
  ledgerPosition: number;
  bet: { id: string; payout: Hundredths };
}): Settlement {
  return {
    balance: answer.balance,
    ledgerPosition: answer.ledgerPosition,
    payout: answer.bet.payout,
    revealId: answer.bet.id,
  };
}
