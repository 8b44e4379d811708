import { Button, ButtonLink, buttonClassName } from '../../ui/Button';
import { CHECK_FAILED, checkDiscordMembership } from '../linked-accounts/discord-check';
import { openDiscordPopup } from '../linked-accounts/discord-popup';
import { openAuth, openCashier, openModal } from '../modals/modal-store';
import { notify } from '../notifications/notifications';
import { RouletteActionJackpot } from '../../../../games/roulette/page/RouletteActionJackpot';
import { sessionStore, useSession } from '../session/session-store';
import { type ActionCommand, type ChatActionType, actionTarget } from './action-targets';

export type { ChatActionType } from './action-targets';

/** Signed-in actions ask a visitor to log in first. */
function whenSignedIn(run: () => void): void {
  if (sessionStore.getState().user) run();
  else openAuth('login');
}

/** Links Discord in its pop-up; a link the server made shows on the user (and this button). */
async function authorizeDiscord(): Promise<void> {
  const result = await openDiscordPopup().catch(() => null);
  if (result?.status === 'linked') await sessionStore.getState().load();
  else if (result?.status === 'failed')
    notify({ title: 'Error', message: result.message ?? CHECK_FAILED, severity: 'ERROR' });
}

const COMMANDS: Record<ActionCommand, () => void> = {
  inventory: () => whenSignedIn(() => void openModal('INVENTORY', {})),
  cashier: openCashier,
  'sign-up': () => openAuth('register'),
  'authorize-discord': () => whenSignedIn(() => void authorizeDiscord()),
  'verify-discord': () => whenSignedIn(() => void checkDiscordMembership()),
};

/**
 * The button of an ACTION block, labelled as the spec says (action-targets.ts). At the small
 * size (in chat) the roulette button also shows the Triple Green indicator beside it.
 */
export function ChatActionButton({
  action,
  size = 'sm',
}: {
  action: ChatActionType;
  size?: 'sm' | 'md';
}) {
  const discordLinked = useSession((state) => Boolean(state.user?.platforms?.discord));
  const target = actionTarget(action, discordLinked);
  const className = `chat-action chat-action--${action}`;
  if (target.kind === 'command') {
    return (
      <Button size={size} className={className} onClick={COMMANDS[target.command]}>
        {target.label}
      </Button>
    );
  }
  if (target.kind === 'external') {
    return (
      <a
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClassName({ size }, className)}
      >
        {target.label}
      </a>
    );
  }
  const link = (
    <ButtonLink to={target.to} size={size} className={className}>
      {target.label}
    </ButtonLink>
  );
  if (action !== 'roulette' || size !== 'sm') return link;
  return (
    <span className="chat-action-group">
      {link}
      <RouletteActionJackpot />
    </span>
  );
}
