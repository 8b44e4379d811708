import type { SponsorshipApplicationBody } from '../../../shared/contract/sponsorships';
import { apiRequest } from '../../lib/http';

/** POST /sponsorships/applications: open to visitors, linked to the account when signed in. */
export async function submitSponsorshipApplication(
  body: SponsorshipApplicationBody,
): Promise<void> {
  await apiRequest<{ ok: true }>('/sponsorships/applications', { method: 'POST', body });
}
