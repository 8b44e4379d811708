import { useEffect, useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { CASHIER_ACTIONS, type CashierAction } from './cashier-actions';
import { cashierAdminApi } from './cashier-admin-api';
import { CashierActionForm } from './CashierActionForm';
import { CashierSearch } from './CashierSearch';
import { CashierQueue } from './CashierQueue';
import type { CashierTableRow } from './CashierTable';
import './cashier.css';

interface Queues {
  pending: CashierTableRow[];
  stuck: CashierTableRow[];
  held: CashierTableRow[];
}

const QUEUES = [
  {
    key: 'pending',
    caption: 'Withdrawals waiting for approval',
    empty: 'No withdrawal is waiting.',
    actions: [CASHIER_ACTIONS.approve, CASHIER_ACTIONS.reject],
  },
  {
    key: 'stuck',
    caption: 'Withdrawals stuck at the provider',
    empty: 'No withdrawal is stuck.',
    actions: [CASHIER_ACTIONS.resend, CASHIER_ACTIONS.fail],
  },
  {
    key: 'held',
    caption: 'Deposits held for review',
    empty: 'No deposit is held.',
    actions: [CASHIER_ACTIONS.release],
  },
] as const;

/**
 * /admin/cashier: the queues an operator works through (each decision asks their 2FA and is
 * audited by the server; each queue comes whole and sorts here, its order in the address),
 * and a search over every deposit and withdrawal, sorted and paged by the server.
 */
export default function CashierPage() {
  const [queues, setQueues] = useState<Queues | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [open, setOpen] = useState<{ action: CashierAction; row: CashierTableRow } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([
      cashierAdminApi.pending(signal),
      cashierAdminApi.stuck(signal),
      cashierAdminApi.held(signal),
      cashierAdminApi.heldSkins(signal),
    ]).then(
      ([pending, stuck, held, heldSkins]) => {
        setLoadError(null);
        const crypto = <T,>(rows: T[]) =>
          rows.map((row) => ({ ...row, method: 'CRYPTO' as const }));
        setQueues({
          pending: crypto(pending.withdrawals),
          stuck: crypto(stuck.withdrawals),
          // One queue of held deposits, crypto and skins alike, oldest first.
          held: [...crypto(held.deposits), ...heldSkins.deposits],
        });
      },
      (caught: unknown) => {
        if (!signal.aborted) setLoadError(messageOf(caught));
      },
    );
    return () => controller.abort();
  }, [reloadKey]);

  return (
    <section className="admin-cashier" aria-labelledby="admin-cashier-title">
      <h1 id="admin-cashier-title" className="admin__title">
        Cashier
      </h1>
      <p role="status" className="admin-cashier__done" data-testid="cashier-done">
        {done}
      </p>
      {loadError && (
        <p className="modal-form__error" role="alert">
          Could not load the queues: {loadError}
        </p>
      )}
      {open && (
        <CashierActionForm
          key={`${open.action.name}:${open.row.id}`}
          action={open.action}
          row={open.row}
          onCancel={() => setOpen(null)}
          onDone={(message) => {
            setOpen(null);
            setDone(message);
            setReloadKey((key) => key + 1);
          }}
        />
      )}
      <div aria-busy={queues === null} className="admin-cashier__queues">
        {QUEUES.map((queue) => (
          <CashierQueue
            key={queue.key}
            sortParam={`${queue.key}Sort`}
            caption={queue.caption}
            rows={queues?.[queue.key] ?? []}
            empty={queues ? queue.empty : 'Loading…'}
            actions={queue.actions}
            onAction={(action, row) => {
              setDone(null);
              setOpen({ action, row });
            }}
          />
        ))}
      </div>
      <CashierSearch reloadKey={reloadKey} />
    </section>
  );
}
