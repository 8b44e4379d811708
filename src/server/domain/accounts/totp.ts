import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// RFC 6238 as every authenticator app speaks it: SHA1, 6 digits, 30 s steps.
export const TOTP_ISSUER = 'Gemdrop';
export const TOTP_PERIOD_SECONDS = 30;

function totpOf(secret: string, label = '') {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A fresh 160-bit secret (RFC 4226's recommended size), base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ buffer: new Uint8Array(randomBytes(20)).buffer }).base32;
}

/** The otpauth:// address an authenticator app scans. */
export function totpUrl(secret: string, label: string): string {
  return totpOf(secret, label).toString();
}

/**
 * The time step `code` was made for, if it is the previous, current or next one (clock
 * drift), else null. otpauth compares the digits in constant time.
 */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
