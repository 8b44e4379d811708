import type { KycDocument, KycQueueEntry, KycStatus } from '../../../shared/contract/kyc';
import type { KycThresholds } from '../../../shared/kyc';
import type { Database } from '../../db/client';
import { type Tx, autocommit, transact } from '../../db/transaction';
import type { Accounts } from '../accounts';
import { assertCan, assertMayActOn } from '../accounts';
import { recordAudit } from '../auditRecord';
import { DomainError, conflict, notFound } from '../errors';
import type { DomainEventBus } from '../events';
import { type DocumentStore, checkUpload } from './documentStore';
import {
  INSERT_DOCUMENT,
  type KycDetailsRow,
  type KycDocumentRow,
  type KycQueueRow,
  LEVEL_OF,
  LIST_DOCUMENTS,
  LIST_PENDING,
  LOCK_LEVEL,
  RAISE_LEVEL,
  READ_DETAILS,
  READ_QUEUE_ENTRY,
  REVIEW,
  UPSERT_DETAILS,
} from './kycStatements';

/** A page of the review queue when the operator names no size. */
export const KYC_QUEUE_PAGE_DEFAULT = 25;

/** The age a player must have reached to give their details. */
export const KYC_MINIMUM_AGE = 18;

export interface KycDeps {
  db: Database;
  events: DomainEventBus;
  accounts: Pick<Accounts, 'rolesOf'>;
  store: DocumentStore;
  thresholds: KycThresholds;
  maxDocumentBytes: number;
  clock?: () => number;
}

export interface KycDetailsInput {
  fullName: string;
  dateOfBirth: string;
  country: string;
  address: string;
}

const refused = (code: string, message: string) => new DomainError(code, message, 400);

const iso = (value: Date | string) => new Date(value).toISOString();

function toDocument(row: KycDocumentRow): KycDocument {
  return {
    id: row.id,
    level: Number(row.level) as 2 | 3,
    fileName: row.original_name,
    status: row.status,
    reason: row.reason,
    createdAt: iso(row.created_at),
    reviewedAt: row.reviewed_at === null ? null : iso(row.reviewed_at),
  };
}

function toQueueEntry(row: KycQueueRow): KycQueueEntry {
  return {
    ...toDocument(row),
    userId: row.user_id,
    username: row.username,
    userLevel: Number(row.user_level),
    mime: row.mime,
    size: Number(row.size),
    details:
      row.full_name === null
        ? null
        : {
            fullName: row.full_name,
            dateOfBirth: String(row.date_of_birth),
            country: row.country!,
            address: row.address!,
          },
  };
}

/** The player's verified KYC level (0-3), for the withdrawal rules. */
export async function kycLevelOf(db: Database, userId: string): Promise<number> {
  return autocommit(db, async (tx) => {
    const [row] = await tx.query<{ kyc_level: number }>(LEVEL_OF, [userId]);
    return row ? Number(row.kyc_level) : 0;
  });
}

/** A birth date (YYYY-MM-DD) that exists and is at least `years` before `now`. */
export function isAdultOn(dateOfBirth: string, now: number, years = KYC_MINIMUM_AGE): boolean {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const born = new Date(Date.UTC(y, m - 1, d));
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== m - 1 || born.getUTCDate() !== d)
    return false;
  const today = new Date(now);
  const adultOn = Date.UTC(y + years, m - 1, d);
  return adultOn <= Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
}

/**
 * KYC levels: 1 basic details (given by the player, checked for age), 2 an identity
 * document and 3 a proof of address, each approved by an operator. A level unlocks larger
 * withdrawals (the thresholds of the configuration); levels never go down.
 */
export class Kyc {
  private readonly clock: () => number;

  constructor(private readonly deps: KycDeps) {
    this.clock = deps.clock ?? Date.now;
  }

  async status(userId: string): Promise<KycStatus> {
    return autocommit(this.deps.db, (tx) => this.read(tx, userId));
  }

  async submitDetails(userId: string, input: KycDetailsInput): Promise<KycStatus> {
    if (!isAdultOn(input.dateOfBirth, this.clock()))
      throw refused(
        'KYC_AGE',
        `Enter a real date of birth: you must be ${KYC_MINIMUM_AGE} or older`,
      );
    return transact(this.deps.db, async (tx) => {
      await tx.query(UPSERT_DETAILS, [
        userId,
        input.fullName,
        input.dateOfBirth,
        input.country,
        input.address,
      ]);
      await tx.query(RAISE_LEVEL, [userId, 1]);
      return this.read(tx, userId);
    });
  }

  async upload(
    userId: string,
    upload: { level: 2 | 3; fileName: string; content: string },
  ): Promise<KycStatus> {
    const { bytes, mime } = checkUpload(upload.content, this.deps.maxDocumentBytes);
    const [current] = await autocommit(this.deps.db, (tx) =>
      tx.query<{ kyc_level: number }>(LEVEL_OF, [userId]),
    );
    const level = Number(current?.kyc_level ?? 0);
    if (level >= upload.level)
      throw conflict('KYC_LEVEL_REACHED', 'This level is already verified');
    if (level < upload.level - 1)
      throw refused(
        'KYC_LEVEL_ORDER',
        upload.level === 2
          ? 'Give your basic details first'
          : 'Verify your identity document first',
      );
    const stored = await this.deps.store.save(bytes, mime);
    try {
      return await transact(this.deps.db, async (tx) => {
        const [row] = await tx.query<KycDocumentRow>(INSERT_DOCUMENT, [
          stored.id,
          userId,
          upload.level,
          stored.storedName,
          upload.fileName,
          stored.mime,
          stored.size,
        ]);
        if (!row)
          throw conflict(
            'KYC_DOCUMENT_PENDING',
            'A document for this level is already waiting for review',
          );
        return this.read(tx, userId);
      });
    } catch (error) {
      await this.deps.store.remove(stored.storedName);
      throw error;
    }
  }

  /** A page of the review queue; nextCursor is set when the page is full. */
  async pending(
    actorId: string,
    page: { after?: string; limit?: number } = {},
  ): Promise<{ documents: KycQueueEntry[]; nextCursor: string | null }> {
    await this.assertReviewer(actorId);
    const limit = page.limit ?? KYC_QUEUE_PAGE_DEFAULT;
    const rows = await autocommit(this.deps.db, (tx) =>
      tx.query<KycQueueRow>(LIST_PENDING, [page.after ?? null, limit]),
    );
    const documents = rows.map(toQueueEntry);
    return {
      documents,
      nextCursor: documents.length === limit ? documents[documents.length - 1]!.id : null,
    };
  }

  async approve(actorId: string, documentId: string): Promise<KycQueueEntry> {
    await this.assertReviewerOf(actorId, documentId);
    return transact(this.deps.db, async (tx) => {
      const document = await this.review(tx, actorId, documentId, 'approved', null);
      await tx.query(LOCK_LEVEL, [document.user_id]);
      const [raised] = await tx.query<{ kyc_level: number }>(RAISE_LEVEL, [
        document.user_id,
        Number(document.level),
      ]);
      const level = Number(raised!.kyc_level);
      tx.afterCommit(() =>
        this.deps.events.emit('kyc.verified', { userId: document.user_id, level }),
      );
      return this.entry(tx, documentId);
    });
  }

  async reject(actorId: string, documentId: string, reason: string): Promise<KycQueueEntry> {
    await this.assertReviewerOf(actorId, documentId);
    return transact(this.deps.db, async (tx) => {
      await this.review(tx, actorId, documentId, 'rejected', reason);
      return this.entry(tx, documentId);
    });
  }

  /**
   * A document's file, for an operator only. Each opening is audited (who read whose
   * personal data, when), before the bytes leave: a read that cannot be recorded is refused.
   */
  async file(
    actorId: string,
    documentId: string,
  ): Promise<{ bytes: Buffer; mime: string; fileName: string }> {
    await this.assertReviewer(actorId);
    const row = await transact(this.deps.db, async (tx) => {
      const [found] = await tx.query<KycQueueRow>(READ_QUEUE_ENTRY, [documentId]);
      if (!found) throw notFound('No such document');
      await recordAudit(tx, {
        actorId,
        action: 'kyc.view',
        targetId: found.user_id,
        details: { documentId, level: Number(found.level), status: found.status },
      });
      return found;
    });
    return {
      bytes: await this.deps.store.read(row.stored_name),
      mime: row.mime,
      fileName: row.original_name,
    };
  }

  private async review(
    tx: Tx,
    actorId: string,
    documentId: string,
    status: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<KycDocumentRow> {
    const [row] = await tx.query<KycDocumentRow>(REVIEW, [documentId, status, reason, actorId]);
    if (!row) {
      const [exists] = await tx.query<KycQueueRow>(READ_QUEUE_ENTRY, [documentId]);
      if (!exists) throw notFound('No such document');
      throw conflict('KYC_ALREADY_REVIEWED', 'This document was already reviewed');
    }
    await recordAudit(tx, {
      actorId,
      action: `kyc.${status === 'approved' ? 'approve' : 'reject'}`,
      targetId: row.user_id,
      details: { documentId, level: Number(row.level), reason },
    });
    return row;
  }

  private async entry(tx: Tx, documentId: string): Promise<KycQueueEntry> {
    const [row] = await tx.query<KycQueueRow>(READ_QUEUE_ENTRY, [documentId]);
    return toQueueEntry(row!);
  }

  private async assertReviewer(actorId: string): Promise<void> {
    assertCan(await this.deps.accounts.rolesOf(actorId), 'kyc.review');
  }

  /**
   * A reviewer decides a document only when its owner's role is below their own
   * (permissions.ts mayActOn): never their own, nor a higher rank's. An unknown document
   * passes here and is refused by the review.
   */
  private async assertReviewerOf(actorId: string, documentId: string): Promise<void> {
    const actorRoles = await this.deps.accounts.rolesOf(actorId);
    assertCan(actorRoles, 'kyc.review');
    const [row] = await autocommit(this.deps.db, (tx) =>
      tx.query<KycQueueRow>(READ_QUEUE_ENTRY, [documentId]),
    );
    if (row) assertMayActOn(actorRoles, await this.deps.accounts.rolesOf(row.user_id));
  }

  private async read(tx: Tx, userId: string): Promise<KycStatus> {
    const [level] = await tx.query<{ kyc_level: number }>(LEVEL_OF, [userId]);
    if (!level) throw notFound('Unknown player');
    const [details] = await tx.query<KycDetailsRow>(READ_DETAILS, [userId]);
    const documents = await tx.query<KycDocumentRow>(LIST_DOCUMENTS, [userId]);
    return {
      level: Number(level.kyc_level),
      details: details
        ? {
            fullName: details.full_name,
            dateOfBirth: String(details.date_of_birth),
            country: details.country,
            address: details.address,
          }
        : null,
      documents: documents.map(toDocument),
      thresholds: this.deps.thresholds,
      maxDocumentBytes: this.deps.maxDocumentBytes,
    };
  }
}
