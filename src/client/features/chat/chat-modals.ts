import { registerModal } from '../modals/modal-registry';

/** The chat's views: a player's stats, muting a player, and the muted list. */
export function registerChatModals(): void {
  registerModal('USER_STATS', { load: () => import('./UserStatsView'), title: 'Player stats' });
  registerModal('MUTE_USER', { load: () => import('./MuteUserView'), title: 'Mute player' });
  registerModal('MUTED_USERS', { load: () => import('./MutedUsersView'), title: 'Muted players' });
}
