import type { AudienceOf, NotificationAudience } from '../events';

/** The one looking: a logged-out visitor (userId null) or a user, new or not. */
export interface Viewer {
  userId: string | null;
  /** The account is younger than the configured number of days (NEW_USERS). */
  isNewAccount: boolean;
}

/** USERS may name this many users at most; wider groups have their own audiences. */
export const MAX_TARGET_USERS = 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** An account created after this moment is new at `now` (NEW_USERS). */
export function newAccountsSince(now: Date, newUserDays: number): Date {
  return new Date(now.getTime() - newUserDays * DAY_MS);
}

export function isNewAccount(createdAt: Date, now: Date, newUserDays: number): boolean {
  return createdAt.getTime() > newAccountsSince(now, newUserDays).getTime();
}

/** Whether a notification with this audience is meant for this viewer. */
export function reaches(notification: AudienceOf, viewer: Viewer): boolean {
  switch (notification.audience) {
    case 'EVERYONE':
      return true;
    case 'VISITORS':
      return viewer.userId === null;
    case 'NEW_USERS':
      return viewer.userId !== null && viewer.isNewAccount;
    case 'USER':
    case 'USERS':
      return viewer.userId !== null && notification.targetUserIds.includes(viewer.userId);
  }
}

/** What is wrong with this audience and target list, or null when they fit together. */
export function audienceProblem(
  audience: NotificationAudience,
  targetUserIds: readonly string[],
): string | null {
  if (new Set(targetUserIds).size !== targetUserIds.length)
    return 'The target users must not repeat';
  switch (audience) {
    case 'USER':
      return targetUserIds.length === 1 ? null : 'Audience USER needs exactly one target user';
    case 'USERS':
      if (targetUserIds.length === 0) return 'Audience USERS needs at least one target user';
      return targetUserIds.length <= MAX_TARGET_USERS
        ? null
        : `Audience USERS takes at most ${MAX_TARGET_USERS} target users`;
    default:
      return targetUserIds.length === 0 ? null : `Audience ${audience} takes no target users`;
  }
}
