import { useEffect, useState } from 'react';
import { adminApi } from './admin-api';
import { DashboardFigures } from './dashboard/DashboardFigures';

/** A queue of work waiting for staff, as the server lists it. */
interface Queue {
  key: string;
  label: string;
  load: (signal: AbortSignal) => Promise<readonly unknown[]>;
}

const QUEUES: readonly Queue[] = [
  {
    key: 'withdrawals',
    label: 'Withdrawals waiting for approval',
    load: async (signal) => (await adminApi.pendingWithdrawals(signal)).withdrawals,
  },
  {
    key: 'stuck',
    label: 'Withdrawals stuck at the provider',
    load: async (signal) => (await adminApi.stuckWithdrawals(signal)).withdrawals,
  },
  {
    key: 'held',
    label: 'Deposits held',
    load: async (signal) => (await adminApi.heldDeposits(signal)).deposits,
  },
  {
    key: 'heldSkins',
    label: 'Skin deposits held',
    load: async (signal) => (await adminApi.heldSkinDeposits(signal)).deposits,
  },
  {
    key: 'kyc',
    label: 'KYC documents to review',
    load: async (signal) => (await adminApi.kycQueue(signal)).documents,
  },
];

/** The cashier's lists stop at 200 rows: a full list means "at least that many". */
const LIST_CAP = 200;
const countText = (count: number) => (count >= LIST_CAP ? `${LIST_CAP}+` : String(count));

type Counts = Record<string, number | 'failed' | undefined>;

/**
 * /admin: what is waiting for staff now, from the lists the server already keeps, then the
 * site's figures (GET /admin/dashboard).
 */
export function AdminDashboard() {
  const [counts, setCounts] = useState<Counts>({});

  useEffect(() => {
    const controller = new AbortController();
    for (const queue of QUEUES) {
      queue.load(controller.signal).then(
        (rows) => setCounts((before) => ({ ...before, [queue.key]: rows.length })),
        () => {
          if (!controller.signal.aborted)
            setCounts((before) => ({ ...before, [queue.key]: 'failed' }));
        },
      );
    }
    return () => controller.abort();
  }, []);

  return (
    <section className="admin-dashboard" aria-labelledby="admin-dashboard-title">
      <h1 id="admin-dashboard-title" className="admin__title">
        Dashboard
      </h1>
      <h2 className="admin-dashboard__subtitle">Waiting for staff</h2>
      <ul className="admin-dashboard__queues">
        {QUEUES.map((queue) => {
          const count = counts[queue.key];
          return (
            <li key={queue.key} className="admin-dashboard__queue" aria-busy={count === undefined}>
              <span className="admin-dashboard__label">{queue.label}</span>
              <span className="admin-dashboard__count">
                {count === undefined
                  ? '…'
                  : count === 'failed'
                    ? 'Could not load'
                    : countText(count)}
              </span>
            </li>
          );
        })}
      </ul>
      <DashboardFigures />
    </section>
  );
}
