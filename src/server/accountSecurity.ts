import { pino } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Accounts } from './domain/accounts';
import { EmailVerification } from './domain/accounts';
import { Passwords } from './domain/accounts';
import { geoipCountry } from './domain/compliance';
import { RegionLock } from './domain/compliance';
import { createHumanCheck } from './domain/humanCheck';
import type { HumanCheck } from './domain/humanCheck';
import { createMailer } from './domain/mail';
import type { Mailer } from './domain/mail';

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
