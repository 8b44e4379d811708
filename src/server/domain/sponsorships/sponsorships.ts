import type {
  SponsorshipApplication,
  SponsorshipApplicationBody,
  SponsorshipPlatform,
  SponsorshipStatus,
} from '../../../shared/contract/sponsorships';
import type { Database } from '../../db/client';
import { autocommit, transact } from '../../db/transaction';
import type { Accounts } from '../accounts';
import { assertCan } from '../accounts';
import { type ThrottleRule, hitThrottle } from '../accounts';
import { recordAudit } from '../auditRecord';
import { notFound } from '../errors';
import {
  type ApplicationRow,
  INSERT_APPLICATION,
  LIST_APPLICATIONS,
  MARK_APPLICATION,
} from './sponsorshipStatements';

/** A few applications an hour from one address: enough for a team, too few to flood operators. */
export const SPONSORSHIP_PER_ADDRESS: ThrottleRule = {
  name: 'sponsorship:address',
  limit: 3,
  windowSeconds: 60 * 60,
};

/** How many applications operators see at once, newest first. */
export const SPONSORSHIP_LIST_MAX = 200;

export interface SponsorshipsDeps {
  db: Database;
  accounts: Pick<Accounts, 'rolesOf'>;
  clock?: () => number;
}

function toApplication(row: ApplicationRow): SponsorshipApplication {
  return {
    id: row.id,
    channelUrl: row.channel_url,
    platform: row.platform as SponsorshipPlatform,
    audienceSize: Number(row.audience_size),
    email: row.email,
    message: row.message,
    status: row.status as SponsorshipStatus,
    userId: row.user_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Creators and teams apply from /sponsorship; operators read and mark the applications. */
export class Sponsorships {
  private readonly clock: () => number;

  constructor(private readonly deps: SponsorshipsDeps) {
    this.clock = deps.clock ?? Date.now;
  }

  /** Stores an application (the throttle counts it first, so a refused one stores nothing). */
  async apply(body: SponsorshipApplicationBody, userId: string | null, ip: string): Promise<void> {
    await hitThrottle(this.deps.db, SPONSORSHIP_PER_ADDRESS, ip);
    await autocommit(this.deps.db, (tx) =>
      tx.query(INSERT_APPLICATION, [
        body.channelUrl,
        body.platform,
        body.audienceSize,
        body.email,
        body.message,
        userId,
      ]),
    );
  }

  async list(actorId: string): Promise<SponsorshipApplication[]> {
    assertCan(await this.deps.accounts.rolesOf(actorId), 'sponsorships.review');
    return autocommit(this.deps.db, async (tx) =>
      (await tx.query<ApplicationRow>(LIST_APPLICATIONS, [SPONSORSHIP_LIST_MAX])).map(
        toApplication,
      ),
    );
  }

  async mark(
    actorId: string,
    id: string,
    status: SponsorshipStatus,
  ): Promise<SponsorshipApplication> {
    assertCan(await this.deps.accounts.rolesOf(actorId), 'sponsorships.review');
    return transact(this.deps.db, async (tx) => {
      const [row] = await tx.query<ApplicationRow>(MARK_APPLICATION, [
        id,
        status,
        new Date(this.clock()),
      ]);
      if (!row) throw notFound('No such sponsorship application');
      await recordAudit(tx, {
        actorId,
        action: 'sponsorship.mark',
        targetId: id,
        details: { status },
      });
      return toApplication(row);
    });
  }
}
