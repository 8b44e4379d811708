import type { CommunityCaseSummary } from '../../../shared/contract/communityCases';
import type { PublicUser } from '../../../shared/contract/users';
import { publicUserOf } from '../chat';
import { type CaseSummaryRow, toCaseSummary } from '../cases';

export type CommunityCaseRow = CaseSummaryRow & {
  openings: number | string;
  creator_earnings: number | string;
  created_at: Date | string;
};

export type CreatorRow = {
  id: string;
  username: string;
  avatar: string | null;
  xp: number | string;
};

export function toCommunityCase(row: CommunityCaseRow): CommunityCaseSummary {
  return {
    ...toCaseSummary(row),
    creator: publicUserOf({
      id: row.creator_id!,
      username: row.creator_username!,
      avatar: row.creator_avatar,
      xp: row.creator_xp ?? 0,
    }),
    openings: Number(row.openings),
    earnings: Number(row.creator_earnings),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export const toCreator = (row: CreatorRow): PublicUser => publicUserOf(row);

/** A case name's address: `community-` and the lowercased words joined by dashes. */
export function communitySlug(name: string): string {
  return `community-${name.toLowerCase().split(' ').join('-')}`;
}

/** Search text as an ILIKE pattern matching it anywhere, its wildcards taken literally. */
export function containsPattern(search: string | undefined): string | null {
  if (!search) return null;
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
