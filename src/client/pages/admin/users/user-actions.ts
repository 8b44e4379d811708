import {
  type AdminUserDetail,
  adminUserActionBody,
  adminUserBalanceBody,
  restrictUserBody,
  setRolesBody,
  staffNoteBody,
} from '../../../../shared/contract';
import { CODE_FIELD, REASON_FIELD, type UserAction, dropEmpty } from './UserActionForm';
import { usersAdminApi } from './users-admin-api';

/**
 * "-12.5" -> -1250 hundredths; NaN for anything that is not a signed gem amount of at most
 * two decimals (the contract's schema then says what is wrong).
 */
export function parseSignedGems(text: string): number {
  const match = /^([+-]?)(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s/g, ''));
  if (!match) return Number.NaN;
  const hundredths = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -hundredths : hundredths;
}

/** A datetime-local field's text as an ISO moment, or itself (the schema refuses it). */
const isoOf = (typed: string) => {
  const moment = new Date(typed);
  return Number.isNaN(moment.getTime()) ? typed : moment.toISOString();
};

const WORDS = {
  ban: { verb: 'Ban', lift: 'Unban', done: 'Banned.' },
  mute: { verb: 'Mute', lift: 'Unmute', done: 'Muted.' },
} as const;

const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/** Every action the user page offers on this account, each with its contract schema. */
export function userActions(user: AdminUserDetail) {
  const userId = user.id;
  const now = Date.now();
  const banned = user.bannedUntil !== null && Date.parse(user.bannedUntil) > now;
  const muted = user.mutedUntil !== null && Date.parse(user.mutedUntil) > now;
  const restrict = (kind: 'ban' | 'mute', lift: boolean): UserAction => ({
    title: lift ? `Lift the ${kind} of ${user.username}` : `${WORDS[kind].verb} ${user.username}`,
    submit: lift ? WORDS[kind].lift : WORDS[kind].verb,
    done: lift ? `${WORDS[kind].verb} lifted.` : WORDS[kind].done,
    fields: lift
      ? [REASON_FIELD]
      : [{ name: 'until', label: 'Until', kind: 'datetime-local' }, REASON_FIELD],
    schema: restrictUserBody.omit({ userId: true }),
    toBody: (v) => ({ until: lift ? null : isoOf(text(v['until'])), reason: text(v['reason']) }),
    send: (body) =>
      usersAdminApi.restrict(kind, {
        userId,
        ...(body as { until: string | null; reason: string }),
      }),
  });
  return {
    adjust: {
      title: `Adjust the balance of ${user.username}`,
      submit: 'Adjust',
      done: 'Balance adjusted.',
      fields: [
        {
          name: 'amount',
          label: 'Amount in gems',
          hint: 'Positive credits the player, negative debits them ("-12.50").',
        },
        REASON_FIELD,
        CODE_FIELD,
      ],
      schema: adminUserBalanceBody.omit({ userId: true }),
      toBody: (v) =>
        dropEmpty({
          amount: parseSignedGems(text(v['amount'])),
          reason: text(v['reason']),
          code: text(v['code']),
        }),
      send: (body) =>
        usersAdminApi.adjust({ userId, ...(body as { amount: number; reason: string }) }),
    },
    ban: restrict('ban', banned),
    mute: restrict('mute', muted),
    roles: {
      title: `Roles of ${user.username}`,
      submit: 'Save roles',
      done: 'Roles saved.',
      fields: [{ name: 'roles', label: 'Roles', kind: 'roles' }, REASON_FIELD, CODE_FIELD],
      defaults: { roles: user.roles },
      schema: setRolesBody.omit({ userId: true }),
      toBody: (v) =>
        dropEmpty({
          roles: Array.isArray(v['roles']) ? v['roles'] : v['roles'] ? [v['roles']] : [],
          reason: text(v['reason']),
          code: text(v['code']),
        }),
      send: (body) =>
        usersAdminApi.setRoles({ userId, ...(body as { roles: string[]; reason: string }) }),
    },
    revokeSessions: {
      title: `End every session of ${user.username}`,
      submit: 'End sessions',
      done: 'Sessions ended.',
      fields: [REASON_FIELD, CODE_FIELD],
      schema: adminUserActionBody.omit({ userId: true }),
      toBody: (v) => dropEmpty({ reason: text(v['reason']), code: text(v['code']) }),
      send: (body) => usersAdminApi.revokeSessions({ userId, ...(body as { reason: string }) }),
    },
    resetTwoFactor: {
      title: `Reset the two-factor authentication of ${user.username}`,
      submit: 'Reset 2FA',
      done: 'Two-factor authentication reset.',
      fields: [REASON_FIELD, CODE_FIELD],
      schema: adminUserActionBody.omit({ userId: true }),
      toBody: (v) => dropEmpty({ reason: text(v['reason']), code: text(v['code']) }),
      send: (body) => usersAdminApi.resetTwoFactor({ userId, ...(body as { reason: string }) }),
    },
    note: {
      title: `Add a note on ${user.username}`,
      submit: 'Add note',
      done: 'Note added.',
      fields: [{ name: 'body', label: 'Note', kind: 'textarea' }],
      schema: staffNoteBody.omit({ userId: true }),
      toBody: (v) => ({ body: text(v['body']) }),
      send: (body) => usersAdminApi.addNote({ userId, ...(body as { body: string }) }),
    },
  } satisfies Record<string, UserAction>;
}

export type UserActionName = keyof ReturnType<typeof userActions>;
