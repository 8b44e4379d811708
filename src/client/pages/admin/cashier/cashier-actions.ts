import {
  type AdminCashierReasonBody,
  adminCashierActionBody,
  adminCashierReasonBody,
} from '../../../../shared/contract';
import { cashierAdminApi } from './cashier-admin-api';
import type { CashierTableRow } from './cashier-rows';

/** What an operator may do to a row; each moves money and asks their fresh 2FA. */
export type CashierActionName = 'approve' | 'reject' | 'resend' | 'fail' | 'release';

export interface CashierAction {
  name: CashierActionName;
  /** The button's word, and the form's heading ("Approve withdrawal"). */
  label: string;
  noun: 'withdrawal' | 'deposit';
  /** A reason is required (the player or the audit must know why), or a note is optional. */
  needsReason: boolean;
  /** The shared contract's body, so the form checks exactly what the server will. */
  schema: typeof adminCashierActionBody | typeof adminCashierReasonBody;
  /** Sends the decision on this row (a skin deposit's release has its own call). */
  send: (body: never, row: CashierTableRow) => Promise<unknown>;
  done: string;
}

const withNote = { needsReason: false, schema: adminCashierActionBody } as const;
const withReason = { needsReason: true, schema: adminCashierReasonBody } as const;

export const CASHIER_ACTIONS: Record<CashierActionName, CashierAction> = {
  approve: {
    name: 'approve',
    label: 'Approve',
    noun: 'withdrawal',
    ...withNote,
    send: cashierAdminApi.approve,
    done: 'Withdrawal approved: it is on its way to the provider.',
  },
  reject: {
    name: 'reject',
    label: 'Reject',
    noun: 'withdrawal',
    ...withReason,
    send: cashierAdminApi.reject,
    done: 'Withdrawal rejected: the gems are back with the player.',
  },
  resend: {
    name: 'resend',
    label: 'Resend',
    noun: 'withdrawal',
    ...withNote,
    send: cashierAdminApi.resend,
    done: 'Withdrawal sent to the provider again.',
  },
  fail: {
    name: 'fail',
    label: 'Fail',
    noun: 'withdrawal',
    ...withReason,
    send: cashierAdminApi.fail,
    done: 'Withdrawal failed: the gems are back with the player.',
  },
  release: {
    name: 'release',
    label: 'Release',
    noun: 'deposit',
    ...withReason,
    send: (body: AdminCashierReasonBody, row: CashierTableRow) =>
      row.method === 'SKINS' ? cashierAdminApi.releaseSkins(body) : cashierAdminApi.release(body),
    done: 'Deposit released: the held gems are credited.',
  },
};

/** What the decision names: "withdrawal", "deposit", or "skin deposit". */
export const actionNoun = (action: CashierAction, row: CashierTableRow) =>
  action.noun === 'deposit' && row.method === 'SKINS' ? 'skin deposit' : action.noun;
