import type { SessionUser } from '../../features/session/session-types';
import { ChallengesEntry } from '../../features/challenges/ChallengesEntry';
import { openCashier } from '../../features/modals/modal-store';
import { StreamerModeToggle } from '../../features/streamer/StreamerModeToggle';
import { maskedText, useStreamerMode } from '../../features/streamer/streamer-mode';
import { XpBar } from '../../features/xp/XpBar';
import { UserMenu } from './UserMenu';
import { Wallet } from './Wallet';

/**
 * The header's controls for a signed-in player: challenges, XP, streamer mode, the wallet
 * and the user menu. A chunk of its own (Header loads it), so a visitor's lobby does
 * without it; a returning player's download starts with the page (preloadSignedInActions).
 */
export default function SignedInActions({ user }: { user: SessionUser }) {
  // Streamer mode: the balance masks itself (<Amount personal>); the name is masked here.
  const streamerMode = useStreamerMode();
  return (
    <>
      <ChallengesEntry />
      {user.xp && <XpBar xp={user.xp} boost={user.xpBoost} />}
      <StreamerModeToggle />
      <Wallet balance={user.balance} onDeposit={openCashier} />
      <UserMenu username={maskedText(user.username, streamerMode)} />
    </>
  );
}
