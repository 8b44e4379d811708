import { caseItemsError, casePrice } from '../../../../games/case-unbox/core';
import {
  CASE_RARITIES,
  type CaseDetail,
  type CaseDropItem,
  type CaseSummary,
  caseSlugSchema,
} from '../../../shared/contract';
import type { Database } from '../../db/client';
import { type Tx, pgErrorOf, transact } from '../../db/transaction';
import { DomainError, conflict, notFound } from '../errors';
import type { CaseDefinition } from './caseDefinition';
import { type CaseItemRow, type CaseSummaryRow, toCaseItem, toCaseSummary } from './caseRecords';
import {
  INSERT_CASE,
  INSERT_CASE_ITEMS,
  SELECT_CASES,
  SELECT_CASE_BY_SLUG,
  SELECT_CASE_ITEMS,
} from './caseStatements';

const RARITY_ORDER = [...CASE_RARITIES];

/**
 * Cases and their items. A case's items and price never change once stored (a new price
 * is a new case), so each process keeps the items it has read: an opening reads one row.
 */
export class CaseStore {
  private readonly itemsByCase = new Map<string, CaseDropItem[]>();

  constructor(private readonly db: Database) {}

  /** Prices and stores a case; refuses items whose tickets do not add up, and taken slugs. */
  async create(tx: Tx, definition: CaseDefinition): Promise<{ id: string; price: number }> {
    const slug = caseSlugSchema.safeParse(definition.slug);
    if (!slug.success) throw new DomainError('INVALID_CASE', slug.error.issues[0]!.message);
    const error = caseItemsError(definition.items);
    if (error !== null) throw new DomainError('INVALID_CASE', error);
    const price = casePrice(definition.items);
    const { items } = definition;
    try {
      const [row] = await tx.query<{ id: string }>(INSERT_CASE, [
        definition.slug,
        definition.name,
        definition.image,
        price,
        definition.creatorId ?? null,
      ]);
      await tx.query(INSERT_CASE_ITEMS, [
        row!.id,
        items.map((_, index) => index),
        items.map((item) => item.id),
        items.map((item) => item.name),
        items.map((item) => item.image),
        items.map((item) => item.rarity),
        items.map((item) => item.price),
        items.map((item) => item.tickets),
      ]);
      return { id: row!.id, price };
    } catch (caught) {
      if (pgErrorOf(caught).constraint === 'cases_slug_unique') {
        throw conflict('CASE_EXISTS', `A case called "${definition.slug}" already exists`);
      }
      throw caught;
    }
  }

  async list(kind: 'official' | 'community' | undefined): Promise<CaseSummary[]> {
    return transact(this.db, async (tx) => {
      const rows = await tx.query<CaseSummaryRow>(SELECT_CASES, [RARITY_ORDER, kind ?? null]);
      return rows.map(toCaseSummary);
    });
  }

  /** An openable case with its items in ticket order; 404 when unknown or hidden. */
  async get(slug: string, tx?: Tx): Promise<CaseDetail> {
    const read = async (t: Tx) => {
      const [row] = await t.query<CaseSummaryRow>(SELECT_CASE_BY_SLUG, [RARITY_ORDER, slug]);
      if (!row) throw notFound(`There is no case called "${slug}"`);
      return { ...toCaseSummary(row), items: await this.items(t, row.id) };
    };
    return tx ? read(tx) : transact(this.db, read);
  }

  private async items(tx: Tx, caseId: string): Promise<CaseDropItem[]> {
    const known = this.itemsByCase.get(caseId);
    if (known) return known;
    const rows = await tx.query<CaseItemRow>(SELECT_CASE_ITEMS, [caseId]);
    const items = rows.map(toCaseItem);
    this.itemsByCase.set(caseId, items);
    return items;
  }
}
