import { pino } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Accounts } from './domain/accounts/accounts';
import { EmailVerification } from './domain/accounts/emailVerification';
import { Passwords } from './domain/accounts/passwords';
import { geoipCountry } from './domain/compliance/geoip';
import { RegionLock } from './domain/compliance/regionLock';
import { createHumanCheck } from './domain/humanCheck/createHumanCheck';
import type { HumanCheck } from './domain/humanCheck/humanCheck';
import { createMailer } from './domain/mail/createMailer';
import type { Mailer } from './domain/mail/mailer';

/** Mail, the human check, the region lock, e-mail verification and passwords. */
export interface AccountSecurityServices {
  mailer: Mailer;
  humanCheck: HumanCheck;
  regionLock: RegionLock;
  emailVerification: EmailVerification;
  passwords: Passwords;
}

export function createAccountSecurity(
  config: Config,
  db: Database,
  accounts: Accounts,
): AccountSecurityServices {
  // Services are built before Fastify's logger exists; this one logs at the same level.
  const log = pino({ level: config.logLevel, name: 'account-security' });
  const mailer = createMailer(config.mail, log);
  return {
    mailer,
    humanCheck: createHumanCheck(config.turnstile, log),
    regionLock: new RegionLock(config.restrictedCountries, geoipCountry),
    emailVerification: new EmailVerification(db, mailer, config.siteOrigin, log, config.brand.name),
    passwords: new Passwords(db, accounts, mailer, config.siteOrigin, log, config.brand.name),
  };
}
