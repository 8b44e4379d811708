import type { Hundredths } from '../../../shared/money';
import { sendHeldBet } from '../instant-games/settle-bet';
import { sessionStore } from '../session/session-store';

interface MoneyAnswer {
  game: { id: string };
  balance: Hundredths;
  ledgerPosition: number;
}

/**
 * A room call that moves the player's money (create and join stake, cancel refunds) goes
 * through the header's balance hold as every bet does: the stake leaves at once and the
 * answer's balance counts at its ledger position, so the header is right even when the
 * socket's `user.balance` went out before this tab's socket had logged in. A room's payout
 * comes as a `user.balance` held until its draw has landed. `prefix` names the game in the
 * hold's id.
 */
export function sendRoomMoneyCall<A extends MoneyAnswer>(
  prefix: string,
  action: string,
  stake: Hundredths,
  call: () => Promise<A>,
): Promise<A> {
  return sendHeldBet(stake, call, (answer) => ({
    balance: answer.balance,
    ledgerPosition: answer.ledgerPosition,
    payout: 0,
    revealId: `${prefix}-${action}:${answer.game.id}`,
  })).then((answer) => {
    sessionStore.getState().releasePayout(`${prefix}-${action}:${answer.game.id}`);
    return answer;
  });
}
