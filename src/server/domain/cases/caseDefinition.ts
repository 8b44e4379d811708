import type { CaseDropItem } from '../../../shared/contract';

/**
 * A case before it is stored: the official seeder and the community builder both produce
 * one, and the case store prices and saves it. Items come in ticket order and their tickets
 * add up to CASE_TICKETS_TOTAL.
 */
export interface CaseDefinition {
  slug: string;
  name: string;
  image: string | null;
  items: CaseDropItem[];
  /** The player who built it; absent for the site's own cases. */
  creatorId?: string;
}
