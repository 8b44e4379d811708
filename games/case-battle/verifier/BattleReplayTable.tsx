import type { CSSProperties } from 'react';
import { CASE_TICKETS_TOTAL } from '../../case-unbox/core/tickets';
import { formatAmount } from '../../../src/client/ui/amount';
import type { BattleVerification } from './battle-verify';

type Verified = Extract<BattleVerification, { ok: true }>;

/**
 * Every pull of the replay: a row per round, a column per seat. Respin rows are marked: they
 * decide the tie, and their value is in no total and no payout.
 */
export function BattleReplayTable({
  check,
  seatNames,
}: {
  check: Verified;
  seatNames: readonly string[];
}) {
  const seats = check.totals.map((_, seat) => seatNames[seat] ?? `Seat ${seat + 1}`);
  return (
    <div
      className="battle-replay"
      tabIndex={0}
      role="region"
      aria-label="Every pull, round by round"
    >
      {/* --seats sizes the table's least width: past what fits, the region scrolls. */}
      <table className="battle-replay__table" style={{ '--seats': seats.length } as CSSProperties}>
        <caption className="battle-replay__caption">
          Tickets are drawn from 1 to {CASE_TICKETS_TOTAL.toLocaleString('en-US')}; prices in gems.
        </caption>
        <thead>
          <tr>
            <th scope="col">Round</th>
            {seats.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {check.rounds.map((round) => (
            <tr key={round.round}>
              <th scope="row">
                {round.round}
                {round.respin ? ' (respin: decides the tie only)' : ''}
                <span className="battle-replay__case">{round.caseName}</span>
              </th>
              {round.pulls.map((pull, seat) => (
                <td key={seat}>
                  {pull ? (
                    <>
                      <span className="battle-replay__item">{pull.item.name}</span>
                      <span className="battle-replay__meta">
                        {formatAmount(pull.item.price)}
                        {pull.value > pull.item.price
                          ? ` + ${formatAmount(pull.value - pull.item.price)} rounding given back`
                          : ''}{' '}
                        · ticket {pull.ticket.toLocaleString('en-US')}
                      </span>
                    </>
                  ) : (
                    <span className="battle-replay__meta">no respin</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total bought (respins add nothing)</th>
            {check.totals.map((total, seat) => (
              <td key={seat}>{formatAmount(total)}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Paid out</th>
            {check.result.payouts.map((payout, seat) => (
              <td key={seat} className={payout > 0 ? 'battle-replay__paid' : undefined}>
                {formatAmount(payout)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
