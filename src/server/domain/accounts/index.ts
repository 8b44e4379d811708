// What the rest of the server may use of this module; its other files are its own.
export { Accounts, SESSION_MAX_AGE_SECONDS } from './accounts';
export type { SessionMeta } from './accounts';
export { ANONYMOUS_NAME, shownInFeeds } from './anonymity';
export { EmailVerification } from './emailVerification';
export { Passwords } from './passwords';
export { assertCan, assertMayActOn, can } from './permissions';
export type { Permission } from './permissions';
export type { PublicUser } from './publicUser';
export { newToken, sameBrowserState, tokenHash } from './secrets';
export type { SessionContext } from './sessionContext';
export { AUTH_RULES, hitThrottle } from './throttle';
export { USER_COLUMNS, toUserRow } from './userRow';
export type { UserRow } from './userRow';
export type { ThrottleRule } from './throttle';
export { invalidTwoFactorCode, spendCode, twoFactorCodeRequired, verify } from './twoFactor';
export { assertTwoFactorFresh } from './twoFactorGate';
