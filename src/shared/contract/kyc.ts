import { z } from 'zod';
import { KYC_FILE_NAME_PATTERN } from '../kyc';
import { staffCodeField } from './cashierCrypto';
import { dataBody, isoDateTimeSchema, textSchema, userIdSchema } from './common';
import { httpCall } from './define';

/** The largest document accepted (5 MiB); the server may be configured lower. */
export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Base64 of the largest document, the body's bound before anything is decoded. */
export const KYC_DOCUMENT_MAX_BASE64 = Math.ceil(KYC_DOCUMENT_MAX_BYTES / 3) * 4;

export const kycLevelSchema = z.number().int().min(0).max(3);

export const kycDocumentStatusSchema = z.enum(['pending', 'approved', 'rejected']);

export const kycDocumentSchema = z.object({
  id: z.uuid(),
  /** The level its approval grants: 2 identity document, 3 proof of address. */
  level: z.union([z.literal(2), z.literal(3)]),
  fileName: z.string(),
  status: kycDocumentStatusSchema,
  /** Why it was rejected. */
  reason: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  reviewedAt: isoDateTimeSchema.nullable(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

export const kycDetailsSchema = z.object({
  fullName: z.string(),
  dateOfBirth: z.string(),
  country: z.string(),
  address: z.string(),
});

export const kycStatusSchema = z.object({
  level: kycLevelSchema,
  details: kycDetailsSchema.nullable(),
  documents: z.array(kycDocumentSchema),
  /** Withdrawals above these amounts (hundredths) need levels 1, 2 and 3. */
  thresholds: z.object({
    level1Above: z.number().int().min(0),
    level2Above: z.number().int().min(0),
    level3Above: z.number().int().min(0),
  }),
  maxDocumentBytes: z.number().int().positive(),
});
export type KycStatus = z.infer<typeof kycStatusSchema>;

export const kycDetailsBodySchema = dataBody({
  fullName: textSchema({ error: 'Enter your full name' })
    .trim()
    .min(3, { error: 'Enter your full name' })
    .max(100, { error: 'A name has at most 100 characters' }),
  dateOfBirth: textSchema({ error: 'Enter your date of birth' }).regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: 'Date of birth must be YYYY-MM-DD',
  }),
  country: textSchema({ error: 'Choose your country' }).regex(/^[A-Z]{2}$/, {
    error: 'Country must be a two-letter code',
  }),
  address: textSchema({ error: 'Enter your address' })
    .trim()
    .min(5, { error: 'Enter your full address' })
    .max(300, { error: 'An address has at most 300 characters' }),
});

export const kycFileNameSchema = textSchema({ error: 'Name the file' }).regex(
  KYC_FILE_NAME_PATTERN,
  { error: 'A file name has letters, digits, spaces, dots, dashes and brackets only, no folders' },
);

export const kycUploadBodySchema = dataBody({
  level: z.union([z.literal(2), z.literal(3)], { error: 'Level must be 2 or 3' }),
  fileName: kycFileNameSchema,
  /** The file, base64-encoded. */
  content: textSchema({ error: 'Attach a file' })
    .min(4, { error: 'Attach a file' })
    .max(KYC_DOCUMENT_MAX_BASE64, { error: 'A document is at most 5 MB' })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'The file must be base64-encoded' }),
});

export const kycQueueEntrySchema = kycDocumentSchema.extend({
  userId: userIdSchema,
  username: z.string(),
  userLevel: kycLevelSchema,
  mime: z.string(),
  size: z.number().int().positive(),
  details: kycDetailsSchema.nullable(),
});
export type KycQueueEntry = z.infer<typeof kycQueueEntrySchema>;

const documentParams = z.object({ id: z.uuid({ error: 'Id must be a uuid' }) }).strict();

/** The largest page of the review queue. */
export const KYC_QUEUE_PAGE_MAX = 100;

/** A page of the review queue: after the previous page's nextCursor, oldest first. */
export const kycQueueQuery = z
  .object({
    after: z.uuid({ error: 'The cursor must be a document id' }).optional(),
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int({ error: 'Limit must be a whole number' })
      .min(1, { error: `Limit must be from 1 to ${KYC_QUEUE_PAGE_MAX}` })
      .max(KYC_QUEUE_PAGE_MAX, { error: `Limit must be from 1 to ${KYC_QUEUE_PAGE_MAX}` })
      .optional(),
  })
  .strict();

/** Opening a document is opening personal data: the operator's fresh second factor. */
export const kycDocumentFileBody = z.object(staffCodeField).strict();

export const kycCalls = {
  getKyc: httpCall({
    method: 'GET',
    path: '/kyc',
    summary: "The player's KYC level, details, documents and what each level unlocks",
    auth: true,
    response: z.object({ kyc: kycStatusSchema }),
  }),
  submitKycDetails: httpCall({
    method: 'POST',
    path: '/kyc/details',
    summary: 'Level 1: full name, date of birth (18 or older), country and address',
    auth: true,
    body: kycDetailsBodySchema,
    response: z.object({ kyc: kycStatusSchema }),
  }),
  uploadKycDocument: httpCall({
    method: 'POST',
    path: '/kyc/documents',
    summary:
      'Upload an identity document (level 2) or a proof of address (level 3): PNG, JPEG or PDF by its bytes, up to 5 MB; reviewed by an operator',
    auth: true,
    body: kycUploadBodySchema,
    response: z.object({ kyc: kycStatusSchema }),
  }),
  adminListKycDocuments: httpCall({
    method: 'GET',
    path: '/admin/kyc/documents',
    summary:
      'Documents waiting for review, oldest first, a page at a time: pass nextCursor as `after` (admins)',
    auth: true,
    permission: 'kyc.review',
    query: kycQueueQuery,
    response: z.object({
      documents: z.array(kycQueueEntrySchema),
      /** The last document of a full page; null when no more wait. */
      nextCursor: z.uuid().nullable(),
    }),
  }),
  adminApproveKycDocument: httpCall({
    method: 'POST',
    path: '/admin/kyc/documents/:id/approve',
    summary:
      "Approve a document: the player's level rises and they hear kyc.verified (admins); audited",
    auth: true,
    permission: 'kyc.review',
    params: documentParams,
    response: z.object({ document: kycQueueEntrySchema }),
  }),
  adminKycDocumentFile: httpCall({
    method: 'POST',
    path: '/admin/kyc/documents/:id/file',
    summary:
      "A document file as uploaded (admins only; never public, never cached): needs the operator's 2FA code, or a validation in the last 10 minutes; audited",
    auth: true,
    permission: 'kyc.review',
    params: documentParams,
    body: kycDocumentFileBody,
    response: textSchema().describe(
      'The file itself (Content-Type image/png, image/jpeg or application/pdf), as an attachment',
    ),
  }),
  adminRejectKycDocument: httpCall({
    method: 'POST',
    path: '/admin/kyc/documents/:id/reject',
    summary: 'Reject a document with a reason the player reads (admins); audited',
    auth: true,
    permission: 'kyc.review',
    params: documentParams,
    body: z
      .object({
        reason: textSchema({ error: 'Give a reason' })
          .trim()
          .min(3, { error: 'Give a reason' })
          .max(300, { error: 'A reason has at most 300 characters' }),
      })
      .strict(),
    response: z.object({ document: kycQueueEntrySchema }),
  }),
};
