import QRCode from 'qrcode';
import type { Database } from '../../db/client';
import { type Tx, autocommit, transact } from '../../db/transaction';
import { DomainError, conflict, notAuthenticated } from '../errors';
import type { SessionContext } from './sessionContext';
import { backupCodeHash, newBackupCodes, normalizeBackupCode } from './backupCodes';
import { AUTH_RULES, hitThrottle } from './throttle';
import { newTotpSecret, totpStepOf, totpUrl } from './totp';
import {
  CLEAR_TWO_FACTOR,
  DELETE_BACKUP_CODES,
  INSERT_BACKUP_CODES,
  LOCKED_STATE,
  MARK_ENABLED,
  MARK_SESSION_VERIFIED,
  SET_PENDING_SECRET,
  SPEND_BACKUP_CODE,
  SPEND_TOTP,
} from './twoFactorStatements';
import { assertTwoFactorFresh } from './twoFactorGate';

// Two-factor authentication: a TOTP secret per player plus ten single-use backup codes.
// Every code is spent by a conditional UPDATE, so two requests racing with one code cannot
// both pass: the database, not a read-then-write in this process, decides who was first.

export const invalidTwoFactorCode = (status = 400) =>
  new DomainError('INVALID_TWO_FACTOR_CODE', 'That code is not valid', status);
export const twoFactorCodeRequired = () =>
  new DomainError('TWO_FACTOR_CODE_REQUIRED', 'Enter the code from your authenticator app', 401);
const alreadyEnabled = () =>
  conflict('TWO_FACTOR_ALREADY_ENABLED', 'Two-factor authentication is already enabled');
const notEnabled = () =>
  conflict('TWO_FACTOR_NOT_ENABLED', 'Two-factor authentication is not enabled');
const notSetUp = () => conflict('TWO_FACTOR_NOT_SET_UP', 'Start two-factor setup first');

/** Records a TOTP code's step if it is later than the last one accepted; false on replay. */
async function spendTotp(tx: Tx, userId: string, secret: string, code: string, now: number) {
  const step = totpStepOf(secret, code, now);
  if (step === null) return false;
  const spent = await tx.query(SPEND_TOTP, [userId, step]);
  return spent.length === 1;
}

/**
 * Marks an unused backup code used. It is looked up by its SHA-256: comparing hashes of
 * 50-bit random codes leaks nothing a timing attack could use.
 */
async function spendBackupCode(tx: Tx, userId: string, code: string) {
  if (!normalizeBackupCode(code)) return false;
  const spent = await tx.query(SPEND_BACKUP_CODE, [userId, backupCodeHash(code), new Date()]);
  return spent.length > 0;
}

/** An authenticator code (6 digits) or a backup code; true if it was valid and is now spent. */
export function spendCode(
  db: Database,
  userId: string,
  secret: string,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  return autocommit(db, (tx) => spendCodeIn(tx, userId, secret, code, now));
}

function spendCodeIn(tx: Tx, userId: string, secret: string, code: string, now: number) {
  return /^\d{6}$/.test(code)
    ? spendTotp(tx, userId, secret, code, now)
    : spendBackupCode(tx, userId, code);
}

/** The player's 2FA columns, row-locked so enable, disable and regeneration run one at a time. */
async function lockedState(tx: Tx, userId: string) {
  const [row] = await tx.query<{ secret: string | null; enabledAt: Date | null }>(LOCKED_STATE, [
    userId,
  ]);
  if (!row) throw notAuthenticated();
  return row;
}

async function enabledSecret(tx: Tx, userId: string): Promise<string> {
  const state = await lockedState(tx, userId);
  if (!state.enabledAt || !state.secret) throw notEnabled();
  return state.secret;
}

async function replaceBackupCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = newBackupCodes();
  await tx.query(DELETE_BACKUP_CODES, [userId]);
  await tx.query(INSERT_BACKUP_CODES, [userId, codes.map(backupCodeHash)]);
  return codes;
}

function markSessionVerified(tx: Tx, sessionId: string, now: number) {
  return tx.query(MARK_SESSION_VERIFIED, [sessionId, new Date(now)]);
}

/** Step 1: a new pending secret (replacing any earlier pending one) and its QR code. */
export async function setup(db: Database, userId: string) {
  const secret = newTotpSecret();
  // Conditional, so a setup racing an enable cannot swap the secret of an enabled account.
  const [row] = await autocommit(db, (tx) =>
    tx.query<{ username: string }>(SET_PENDING_SECRET, [userId, secret]),
  );
  if (!row) throw alreadyEnabled();
  const otpauthUrl = totpUrl(secret, row.username);
  return { secret, otpauthUrl, qrCodeSvg: await QRCode.toString(otpauthUrl, { type: 'svg' }) };
}

/**
 * Step 2: a first code proves the app holds the secret. Enables 2FA, counts this session as
 * verified and answers the backup codes (shown once). The caller logs out other sessions.
 * Not throttled: the secret was just handed to this session, so guessing gains nothing.
 */
export function enable(db: Database, session: SessionContext, code: string, now = Date.now()) {
  return transact(db, async (tx) => {
    const state = await lockedState(tx, session.userId);
    if (state.enabledAt) throw alreadyEnabled();
    if (!state.secret) throw notSetUp();
    if (!/^\d{6}$/.test(code) || !(await spendTotp(tx, session.userId, state.secret, code, now)))
      throw invalidTwoFactorCode();
    await tx.query(MARK_ENABLED, [session.userId, new Date(now)]);
    await markSessionVerified(tx, session.sessionId, now);
    return replaceBackupCodes(tx, session.userId);
  });
}

/** Proves the second factor in this session, for the sensitive actions that need it fresh. */
export async function verify(
  db: Database,
  session: SessionContext,
  code: string,
  now = Date.now(),
) {
  // Counted before the check, so a session cannot guess codes without limit.
  await hitThrottle(db, AUTH_RULES.twoFactorPerAccount, session.userId);
  await transact(db, async (tx) => {
    const secret = await enabledSecret(tx, session.userId);
    if (!(await spendCodeIn(tx, session.userId, secret, code, now))) throw invalidTwoFactorCode();
    await markSessionVerified(tx, session.sessionId, now);
  });
}

/** Turns 2FA off (fresh 2FA and a valid code required). The caller logs out other sessions. */
export async function disable(
  db: Database,
  session: SessionContext,
  code: string,
  now = Date.now(),
) {
  await assertTwoFactorFresh(db, session, new Date(now));
  await hitThrottle(db, AUTH_RULES.twoFactorPerAccount, session.userId);
  await transact(db, async (tx) => {
    const secret = await enabledSecret(tx, session.userId);
    if (!(await spendCodeIn(tx, session.userId, secret, code, now))) throw invalidTwoFactorCode();
    await tx.query(CLEAR_TWO_FACTOR, [session.userId]);
    await tx.query(DELETE_BACKUP_CODES, [session.userId]);
  });
}

/** A new set of backup codes; the old ones stop working (fresh 2FA and a valid code required). */
export async function regenerateBackupCodes(
  db: Database,
  session: SessionContext,
  code: string,
  now = Date.now(),
): Promise<string[]> {
  await assertTwoFactorFresh(db, session, new Date(now));
  await hitThrottle(db, AUTH_RULES.twoFactorPerAccount, session.userId);
  return transact(db, async (tx) => {
    const secret = await enabledSecret(tx, session.userId);
    if (!(await spendCodeIn(tx, session.userId, secret, code, now))) throw invalidTwoFactorCode();
    return replaceBackupCodes(tx, session.userId);
  });
}

/**
 * The login step after a right password on a 2FA account: no code asks for one, a wrong one
 * is refused (401 both, like the other login failures), a right one is spent.
 */
export async function passSecondFactor(
  db: Database,
  user: { id: string; totpSecret: string | null },
  code: string | undefined,
  now = Date.now(),
): Promise<void> {
  if (!code) throw twoFactorCodeRequired();
  // Shares the budget with /2fa/verify, so knowing the password does not double the guesses.
  await hitThrottle(db, AUTH_RULES.twoFactorPerAccount, user.id);
  if (!user.totpSecret || !(await spendCode(db, user.id, user.totpSecret, code, now)))
    throw invalidTwoFactorCode(401);
}
