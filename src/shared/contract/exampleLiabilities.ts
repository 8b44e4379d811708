import { EXAMPLE_DATE } from './exampleEntities';
import type { HttpResponse } from './index';

// Example answers of the proof-of-liabilities calls (spread into examples.ts): a real tree of
// three players, so the example proof verifies against the example root.

const exampleRoot = {
  root: '9306b876083ea6a21e0052d8bdd93d45cad04d6afa71a91b1846a3d71e8eff5a',
  total: 129_149,
  players: 3,
  at: EXAMPLE_DATE,
};

export const liabilitiesExampleResponses: {
  listLiabilityRoots: HttpResponse<'listLiabilityRoots'>;
  myLiabilityProof: HttpResponse<'myLiabilityProof'>;
  buildLiabilityTree: HttpResponse<'buildLiabilityTree'>;
} = {
  listLiabilityRoots: [exampleRoot],
  buildLiabilityTree: exampleRoot,
  myLiabilityProof: {
    root: { hash: exampleRoot.root, sum: exampleRoot.total },
    at: EXAMPLE_DATE,
    leaf: {
      salt: '1b6765116268f2a7a5391eba25fc836edc849d0096e871e5bb9a45f0893c7be5',
      userHash: '6316e01c9e1d33dec091e5469b8fe3f63ae270f7471846f380d926c3454b4027',
      amount: 125_050,
    },
    path: [
      {
        hash: '183c76bc00f23527f4385f61529f240597ed8e806558f82ddf2ebd30b55f49ea',
        sum: 4_000,
        side: 'right',
      },
      {
        hash: 'd291dce75f5f5899860bbe1181e25b9856f773ebbd6c94e07dccab14fdc0d24c',
        sum: 99,
        side: 'right',
      },
    ],
  },
};
