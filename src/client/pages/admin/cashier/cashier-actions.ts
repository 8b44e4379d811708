import { adminCashierActionBody, adminCashierReasonBody } from '../../../../shared/contract';
import { cashierAdminApi } from './cashier-admin-api';

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
  send: (body: never) => Promise<unknown>;
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
    send: cashierAdminApi.release,
    done: 'Deposit released: the held gems are credited.',
  },
};
