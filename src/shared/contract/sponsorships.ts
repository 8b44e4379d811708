import { z } from 'zod';
import { emailSchema } from './auth';
import { isoDateTimeSchema, okSchema, textSchema } from './common';
import { httpCall } from './define';

/** Where a creator publishes; 'other' covers teams, tournaments and sites. */
export const SPONSORSHIP_PLATFORMS = ['twitch', 'youtube', 'kick', 'tiktok', 'x', 'other'] as const;
export const sponsorshipPlatformSchema = z.enum(SPONSORSHIP_PLATFORMS, {
  error: 'Choose a platform',
});
export type SponsorshipPlatform = z.infer<typeof sponsorshipPlatformSchema>;

/** What operators mark an application as once read. */
export const SPONSORSHIP_STATUSES = ['new', 'contacted', 'declined'] as const;
export const sponsorshipStatusSchema = z.enum(SPONSORSHIP_STATUSES, {
  error: 'Status must be new, contacted or declined',
});
export type SponsorshipStatus = z.infer<typeof sponsorshipStatusSchema>;

export const SPONSORSHIP_MESSAGE_MIN = 20;
export const SPONSORSHIP_MESSAGE_MAX = 2000;

export const sponsorshipApplicationBody = z
  .object({
    channelUrl: textSchema({ error: 'Channel address must be a string' })
      .trim()
      .max(300, { error: 'Channel address is too long' })
      .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, {
        error: 'Enter your channel address, starting with https://',
      }),
    platform: sponsorshipPlatformSchema,
    audienceSize: z
      .number({ error: 'Audience size must be a number' })
      .int({ error: 'Audience size must be a whole number' })
      .min(0, { error: 'Audience size cannot be negative' })
      .max(1_000_000_000, { error: 'Audience size is too large' }),
    email: emailSchema,
    message: textSchema({ error: 'Message must be a string' })
      .trim()
      .min(SPONSORSHIP_MESSAGE_MIN, {
        error: `Tell us a little more (at least ${SPONSORSHIP_MESSAGE_MIN} characters)`,
      })
      .max(SPONSORSHIP_MESSAGE_MAX, {
        error: `Message must be at most ${SPONSORSHIP_MESSAGE_MAX} characters`,
      }),
  })
  .strict();
export type SponsorshipApplicationBody = z.infer<typeof sponsorshipApplicationBody>;

/** An application as operators read it. */
export const sponsorshipApplicationSchema = z.object({
  id: z.uuid(),
  channelUrl: textSchema(),
  platform: sponsorshipPlatformSchema,
  audienceSize: z.number().int().min(0),
  email: textSchema(),
  message: textSchema(),
  status: sponsorshipStatusSchema,
  /** The account that sent it, when the sender was signed in. */
  userId: z.uuid().nullable(),
  createdAt: isoDateTimeSchema,
});
export type SponsorshipApplication = z.infer<typeof sponsorshipApplicationSchema>;

export const markSponsorshipApplicationBody = z
  .object({
    id: z.uuid({ error: 'Application id must be a uuid' }),
    status: sponsorshipStatusSchema,
  })
  .strict();

export const sponsorshipsCalls = {
  submitSponsorshipApplication: httpCall({
    method: 'POST',
    path: '/sponsorships/applications',
    summary:
      'Apply for a sponsorship (visitors too; linked to the account when signed in); rate-limited per address',
    body: sponsorshipApplicationBody,
    response: okSchema,
  }),
  adminListSponsorshipApplications: httpCall({
    method: 'GET',
    path: '/admin/sponsorships/applications',
    summary: 'The sponsorship applications, newest first (admins)',
    auth: true,
    permission: 'sponsorships.review',
    response: z.object({ applications: z.array(sponsorshipApplicationSchema) }),
  }),
  adminMarkSponsorshipApplication: httpCall({
    method: 'POST',
    path: '/admin/sponsorships/applications/mark',
    summary: 'Mark a sponsorship application new, contacted or declined (admins); audited',
    auth: true,
    permission: 'sponsorships.review',
    body: markSponsorshipApplicationBody,
    response: z.object({ application: sponsorshipApplicationSchema }),
  }),
};
