import { z } from 'zod';
import {
  sponsorshipApplicationBody,
  type SponsorshipPlatform,
} from '../../../shared/contract/sponsorships';

/** The platforms as the form lists them. */
export const PLATFORM_LABELS: Record<SponsorshipPlatform, string> = {
  twitch: 'Twitch',
  youtube: 'YouTube',
  kick: 'Kick',
  tiktok: 'TikTok',
  x: 'X',
  other: 'Other (team, tournament, site)',
};

/**
 * The contract's body with the audience typed as text (what the input holds): the same rules
 * and messages as the server's, so a refused field reads the same on both sides.
 */
export const sponsorshipFormSchema = sponsorshipApplicationBody.extend({
  audienceSize: z
    .string()
    .trim()
    .regex(/^\d+$/, { error: 'Audience size must be a whole number' })
    .transform(Number)
    .pipe(sponsorshipApplicationBody.shape.audienceSize),
  // The select starts empty: no platform is picked for the sender.
  platform: z.string().pipe(sponsorshipApplicationBody.shape.platform),
});

export type SponsorshipFormInput = z.input<typeof sponsorshipFormSchema>;

export const EMPTY_SPONSORSHIP_FORM: SponsorshipFormInput = {
  channelUrl: '',
  platform: '',
  audienceSize: '',
  email: '',
  message: '',
};
