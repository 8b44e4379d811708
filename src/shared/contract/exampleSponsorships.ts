import { EXAMPLE_DATE } from './exampleEntities';
import type { HttpResponse } from './index';

// Example answers of the sponsorship calls (spread into examples.ts).

const application = {
  id: '8c2d3e4f-5a6b-4c7d-9e8f-0a1b2c3d4e5f',
  channelUrl: 'https://www.twitch.tv/gem_hunter',
  platform: 'twitch' as const,
  audienceSize: 12_000,
  email: 'gem_hunter@example.com',
  message: 'Weekly CS2 case battle streams with a loyal community.',
  status: 'new' as const,
  userId: null,
  createdAt: EXAMPLE_DATE,
};

export const sponsorshipExampleResponses: {
  submitSponsorshipApplication: HttpResponse<'submitSponsorshipApplication'>;
  adminListSponsorshipApplications: HttpResponse<'adminListSponsorshipApplications'>;
  adminMarkSponsorshipApplication: HttpResponse<'adminMarkSponsorshipApplication'>;
} = {
  submitSponsorshipApplication: { ok: true },
  adminListSponsorshipApplications: { applications: [application] },
  adminMarkSponsorshipApplication: { application: { ...application, status: 'contacted' } },
};
