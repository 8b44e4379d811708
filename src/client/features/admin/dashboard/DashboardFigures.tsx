import { type ReactNode, useEffect, useState } from 'react';
import type { AdminDashboard, DashboardDay } from '../../../../shared/contract/adminDashboard';
import { messageOf } from '../../../lib/api-error';
import { Amount } from '../../../ui/Amount';
import { amountLabel, formatAmount } from '../../../ui/amount';
import { adminApi } from '../admin-api';
import { DayBarChart } from './DayBarChart';
import { GameReturnsTable } from './GameReturnsTable';
import { LedgerCheckNote } from './LedgerCheckNote';
import './dashboard.css';

type Series = Exclude<keyof DashboardDay, 'day'>;

interface SeriesInfo {
  key: Series;
  label: string;
  money: boolean;
  /** Adding the days up means something (distinct players per day do not add up). */
  summable: boolean;
}

/** The figures of a day, in the order the Today row and the charts show them. */
const SERIES: readonly SeriesInfo[] = [
  { key: 'activePlayers', label: 'Active players', money: false, summable: false },
  { key: 'signUps', label: 'Sign-ups', money: false, summable: true },
  { key: 'deposits', label: 'Deposits', money: true, summable: true },
  { key: 'withdrawals', label: 'Withdrawals', money: true, summable: true },
  { key: 'wagered', label: 'Wagered', money: true, summable: true },
  { key: 'paid', label: 'Paid', money: true, summable: true },
  { key: 'houseResult', label: 'House result', money: true, summable: true },
];

const countText = (n: number) => n.toLocaleString('en-US');

type State = { status: 'loading' } | { status: 'failed'; message: string } | AdminDashboard;

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="dashboard__figure">
      <dt className="admin-dashboard__label">{label}</dt>
      <dd className="dashboard__value">{children}</dd>
    </div>
  );
}

/** The figures under /admin's queues: today, 30 days of charts, returns, holdings, ledger. */
export function DashboardFigures() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    adminApi.dashboard(controller.signal).then(setState, (error: unknown) => {
      if (!controller.signal.aborted) setState({ status: 'failed', message: messageOf(error) });
    });
    return () => controller.abort();
  }, []);

  if ('status' in state)
    return state.status === 'loading' ? (
      <p className="dashboard__muted" aria-busy="true">
        Loading the site’s figures…
      </p>
    ) : (
      <p role="alert">Could not load the site’s figures: {state.message}</p>
    );

  const today = state.days.at(-1);
  const { liabilities } = state;
  return (
    <>
      {today && (
        <section className="dashboard__section" aria-labelledby="dashboard-today">
          <h2 id="dashboard-today" className="admin-dashboard__subtitle">
            Today <span className="dashboard__muted">({today.day}, UTC)</span>
          </h2>
          <dl className="dashboard__figures">
            {SERIES.map(({ key, label, money }) => (
              <Figure key={key} label={label}>
                {money ? (
                  <Amount value={today[key]} signed={key === 'houseResult'} />
                ) : (
                  countText(today[key])
                )}
              </Figure>
            ))}
          </dl>
        </section>
      )}

      <section className="dashboard__section" aria-labelledby="dashboard-days">
        <h2 id="dashboard-days" className="admin-dashboard__subtitle">
          Last 30 days
        </h2>
        <div className="dashboard__charts">
          {SERIES.map(({ key, label, money, summable }) => (
            <DayBarChart
              key={key}
              title={label}
              days={state.days.map((d) => ({ day: d.day, value: d[key] }))}
              format={money ? amountLabel : countText}
              unit={money ? 'Gems' : 'Count'}
              summable={summable}
            />
          ))}
        </div>
        <p className="dashboard__muted">
          Wagered and paid count bets by the day they settled, once the open books have folded them;
          the house result is wagered less paid, before rakeback, bonuses and prizes. Withdrawals
          are those requested less those refunded that day.
        </p>
      </section>

      <section className="dashboard__section" aria-labelledby="dashboard-games">
        <h2 id="dashboard-games" className="admin-dashboard__subtitle">
          Returns by game, last 30 days
        </h2>
        <GameReturnsTable games={state.games} />
      </section>

      <section className="dashboard__section" aria-labelledby="dashboard-owed">
        <h2 id="dashboard-owed" className="admin-dashboard__subtitle">
          Owed to players
        </h2>
        <dl className="dashboard__figures">
          <Figure label="Balances">
            <Amount value={liabilities.balances} />
          </Figure>
          <Figure label="Vaults">
            <Amount value={liabilities.vaults} />
          </Figure>
          <Figure label="Pending withdrawals">
            <Amount value={liabilities.pendingWithdrawals} />
          </Figure>
          <Figure label="In all">
            <Amount value={liabilities.total} />
          </Figure>
          <Figure label="Jackpot pool">
            <Amount value={state.jackpotPool} />
          </Figure>
        </dl>
      </section>

      <section className="dashboard__section" aria-labelledby="dashboard-ledger">
        <h2 id="dashboard-ledger" className="admin-dashboard__subtitle">
          Ledger check
        </h2>
        <LedgerCheckNote check={state.ledgerCheck} />
      </section>
      <p className="dashboard__muted">
        Figures as of {new Date(state.generatedAt).toISOString().slice(11, 16)} UTC; amounts in gems
        ({formatAmount(100)} is one gem).
      </p>
    </>
  );
}
