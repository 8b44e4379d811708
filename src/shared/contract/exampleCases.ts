import {
  EXAMPLE_DATE,
  exampleCaseDetail,
  exampleDiceBet,
  examplePublicUser,
} from './exampleEntities';
import type { HttpResponse } from './index';

// Examples of the case pages' calls, official and community (spread into examples.ts).

/** A community case as its lists show it. */
const exampleCommunityCase = {
  _id: '3d7c1f0a-9e2b-4c5d-8a6f-0b1c2d3e4f50',
  image: exampleCaseDetail.image,
  price: exampleCaseDetail.price,
  topRarity: exampleCaseDetail.topRarity,
  itemCount: exampleCaseDetail.itemCount,
  slug: 'community-neon-dreams',
  name: 'Neon Dreams',
  creator: examplePublicUser,
  openings: 1_204,
  earnings: 1_806,
  createdAt: EXAMPLE_DATE,
};

type CaseCall =
  | 'listCases'
  | 'getCase'
  | 'openCase'
  | 'listCommunityCases'
  | 'createCommunityCase'
  | 'getCaseCreator'
  | 'listCatalogueItems';

export const caseExampleResponses: { [N in CaseCall]: HttpResponse<N> } = {
  listCases: { cases: [exampleCaseDetail] },
  getCase: { case: exampleCaseDetail },
  openCase: {
    openings: [
      {
        id: '0b7e3c1d-5a2f-4e8b-9c6d-1f2a3b4c5d6e',
        caseId: exampleCaseDetail._id,
        price: exampleCaseDetail.price,
        ticket: 42_017,
        item: exampleCaseDetail.items[0]!,
        payout: exampleCaseDetail.items[0]!.price,
        fairness: exampleDiceBet.fairness,
        createdAt: EXAMPLE_DATE,
      },
    ],
    balance: 99_760,
    ledgerPosition: 4_812,
  },
  listCommunityCases: {
    cases: [exampleCommunityCase],
    total: 1,
    page: 1,
    pageCount: 1,
  },
  createCommunityCase: {
    case: { ...exampleCaseDetail, slug: exampleCommunityCase.slug, creator: examplePublicUser },
  },
  getCaseCreator: {
    creator: examplePublicUser,
    cases: [exampleCommunityCase],
    openings: 1_204,
    earnings: 1_806,
  },
  listCatalogueItems: {
    items: [
      {
        id: 'ak-47-redline',
        name: 'AK-47 | Redline',
        image: null,
        rarity: 'classified',
        price: 2_150,
      },
      {
        id: 'glock-18-winterized',
        name: 'Glock-18 | Winterized',
        image: null,
        rarity: 'mil-spec',
        price: null,
      },
    ],
    total: 2,
    page: 1,
    pageCount: 1,
  },
};
