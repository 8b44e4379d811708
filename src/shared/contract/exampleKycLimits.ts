import { EXAMPLE_DATE } from './exampleEntities';
import type { HttpResponse } from './index';

// Example answers of the KYC and responsible-gambling calls (spread into examples.ts).

const exampleDocument = {
  id: '3f2e1d0c-9b8a-4765-8432-10fedcba9876',
  level: 2 as const,
  fileName: 'passport.jpg',
  status: 'pending' as const,
  reason: null,
  createdAt: EXAMPLE_DATE,
  reviewedAt: null,
};

const exampleDetails = {
  fullName: 'Alex Example',
  dateOfBirth: '1990-04-12',
  country: 'DE',
  address: '1 Example Street, 10115 Berlin',
};

const exampleKyc = {
  level: 1,
  details: exampleDetails,
  documents: [exampleDocument],
  thresholds: { level1Above: 0, level2Above: 200_000, level3Above: 1_000_000 },
  maxDocumentBytes: 5 * 1024 * 1024,
};

const exampleQueueEntry = {
  ...exampleDocument,
  userId: '7b9e3c1a-2d4f-4e6a-8b0c-1d2e3f4a5b6c',
  username: 'alex',
  userLevel: 1,
  mime: 'image/jpeg',
  size: 482_113,
  details: exampleDetails,
};

const exampleSettings = {
  limits: [
    { kind: 'deposit' as const, period: 'day' as const, amount: 50_000, pending: null },
    {
      kind: 'loss' as const,
      period: 'week' as const,
      amount: 20_000,
      pending: { amount: 40_000, from: EXAMPLE_DATE },
    },
  ],
  selfExcludedUntil: null,
  selfExcludedForGood: false,
  sessionReminderMinutes: 60,
};

type Calls =
  | 'getKyc'
  | 'submitKycDetails'
  | 'uploadKycDocument'
  | 'adminListKycDocuments'
  | 'adminApproveKycDocument'
  | 'adminRejectKycDocument'
  | 'adminKycDocumentFile'
  | 'getResponsibleGambling'
  | 'setResponsibleGamblingLimit'
  | 'selfExclude'
  | 'setSessionReminder';

export const kycLimitsExampleResponses: { [N in Calls]: HttpResponse<N> } = {
  getKyc: { kyc: exampleKyc },
  submitKycDetails: { kyc: { ...exampleKyc, documents: [] } },
  uploadKycDocument: { kyc: exampleKyc },
  adminListKycDocuments: { documents: [exampleQueueEntry], nextCursor: null },
  adminApproveKycDocument: {
    document: { ...exampleQueueEntry, status: 'approved', reviewedAt: EXAMPLE_DATE },
  },
  adminRejectKycDocument: {
    document: {
      ...exampleQueueEntry,
      status: 'rejected',
      reason: 'The photo is blurred',
      reviewedAt: EXAMPLE_DATE,
    },
  },
  adminKycDocumentFile: '%PDF-1.7 ...',
  getResponsibleGambling: { settings: exampleSettings },
  setResponsibleGamblingLimit: { settings: exampleSettings },
  selfExclude: {
    settings: { ...exampleSettings, selfExcludedUntil: EXAMPLE_DATE, selfExcludedForGood: false },
  },
  setSessionReminder: { settings: exampleSettings },
};
