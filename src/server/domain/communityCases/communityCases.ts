import { casePrice } from '../../../../games/case-unbox/core';
import { CASE_RARITIES, type CaseDetail, type CaseDropItem } from '../../../shared/contract/cases';
import {
  COMMUNITY_CASES_PAGE_SIZE,
  type CommunityCaseListQuery,
  type CommunityCasePage,
  type CreateCommunityCaseBody,
  type CreatorPage,
} from '../../../shared/contract/communityCases';
import { formatGems } from '../../../shared/money';
import type { Database } from '../../db/client';
import { transact } from '../../db/transaction';
import type { CaseStore } from '../cases';
import type { CatalogueItems } from '../cases';
import { DomainError, conflict, notFound } from '../errors';
import {
  type CommunityCaseRow,
  type CreatorRow,
  communitySlug,
  containsPattern,
  toCommunityCase,
  toCreator,
} from './communityRecords';
import {
  COUNT_COMMUNITY,
  SELECT_COMMUNITY_PAGE,
  SELECT_CREATOR,
  SELECT_CREATOR_CASES,
  SELECT_CREATOR_TOTALS,
  SELECT_NAME_TAKEN,
  SELECT_OFFICIAL_IMAGE,
} from './communityStatements';

const RARITY_ORDER = [...CASE_RARITIES];

const nameTaken = (name: string) =>
  conflict('CASE_NAME_TAKEN', `A case called "${name}" already exists: choose another name`);

/**
 * Cases players build (docs/games/case-unbox.md, "Community cases"). The contract has checked the
 * body's shape and odds (the core's rules); here the items get today's catalogue prices, the case
 * its price by the site rule, and the case store keeps it like any other case. Openings go through
 * the case openings service, which pays the creator (cases/creatorFees.ts).
 */
export class CommunityCases {
  constructor(
    private readonly db: Database,
    private readonly store: CaseStore,
    private readonly catalogue: CatalogueItems,
  ) {}

  async create(userId: string, body: CreateCommunityCaseBody): Promise<CaseDetail> {
    const items = await this.pricedItems(body.items);
    const price = casePrice(items);
    if (body.price !== undefined && body.price !== price)
      throw conflict(
        'CASE_PRICE_CHANGED',
        `Prices moved while you built it: the case now costs ${formatGems(price)} gems. Check it and publish again`,
      );
    const slug = communitySlug(body.name);
    await transact(this.db, async (tx) => {
      const [official] = await tx.query<{ image: string | null }>(SELECT_OFFICIAL_IMAGE, [
        body.imageCase,
      ]);
      if (!official)
        throw new DomainError(
          'UNKNOWN_CASE_IMAGE',
          "Choose the picture of one of the site's cases",
        );
      // The site's own names are checked here; two players racing for one name meet at the
      // slug's unique index (the slug is the lowercased name), mapped below.
      const [taken] = await tx.query(SELECT_NAME_TAKEN, [body.name]);
      if (taken) throw nameTaken(body.name);
      try {
        await this.store.create(tx, {
          slug,
          name: body.name,
          image: official.image,
          items,
          creatorId: userId,
        });
      } catch (caught) {
        if (caught instanceof DomainError && caught.code === 'CASE_EXISTS')
          throw nameTaken(body.name);
        throw caught;
      }
    });
    return this.store.get(slug);
  }

  async list(query: CommunityCaseListQuery): Promise<CommunityCasePage> {
    const page = query.page ?? 1;
    const pattern = containsPattern(query.search);
    return transact(this.db, async (tx) => {
      const [count] = await tx.query<{ total: number }>(COUNT_COMMUNITY, [pattern]);
      const rows = await tx.query<CommunityCaseRow>(SELECT_COMMUNITY_PAGE[query.sort ?? 'newest'], [
        RARITY_ORDER,
        pattern,
        COMMUNITY_CASES_PAGE_SIZE,
        (page - 1) * COMMUNITY_CASES_PAGE_SIZE,
      ]);
      const total = Number(count?.total ?? 0);
      return {
        cases: rows.map(toCommunityCase),
        total,
        page,
        pageCount: Math.ceil(total / COMMUNITY_CASES_PAGE_SIZE),
      };
    });
  }

  /** A creator's page: any player has one, with no cases until they build one. */
  async creator(creatorId: string): Promise<CreatorPage> {
    return transact(this.db, async (tx) => {
      const [user] = await tx.query<CreatorRow>(SELECT_CREATOR, [creatorId]);
      if (!user) throw notFound('There is no player with this id');
      const rows = await tx.query<CommunityCaseRow>(SELECT_CREATOR_CASES, [
        RARITY_ORDER,
        creatorId,
      ]);
      const [totals] = await tx.query<{ openings: number | string; earnings: number | string }>(
        SELECT_CREATOR_TOTALS,
        [creatorId],
      );
      return {
        creator: toCreator(user),
        cases: rows.map(toCommunityCase),
        openings: Number(totals?.openings ?? 0),
        earnings: Number(totals?.earnings ?? 0),
      };
    });
  }

  /** The body's items with today's catalogue data; refuses unknown and unpriced items. */
  private async pricedItems(inputs: CreateCommunityCaseBody['items']): Promise<CaseDropItem[]> {
    const found = await this.catalogue.lookUp(inputs.map((input) => input.id));
    return inputs.map((input) => {
      const item = found.get(input.id);
      if (!item) throw new DomainError('UNKNOWN_ITEM', `There is no catalogue item "${input.id}"`);
      if (item.price === null)
        throw new DomainError(
          'UNPRICED_ITEM',
          `${item.name} has no price yet, so it cannot go in a case`,
        );
      return { ...item, price: item.price, tickets: input.tickets };
    });
  }
}
