import { API_BASE, apiRequest } from '../../lib/http';
import { messageOf } from '../../lib/api-error';
import { Button, ButtonLink, buttonClassName } from '../../ui/Button';
import { openAuth, openCashier, openModal } from '../modals/modal-store';
import { notify } from '../notifications/notifications';
import { RouletteActionJackpot } from '../roulette/RouletteActionJackpot';
import { sessionStore, useSession } from '../session/session-store';
import { type ActionCommand, type ChatActionType, actionTarget } from './action-targets';

export type { ChatActionType } from './action-targets';

/** Signed-in actions ask a visitor to log in first. */
function whenSignedIn(run: () => void): void {
  if (sessionStore.getState().user) run();
  else openAuth('login');
}

async function verifyDiscord(): Promise<void> {
  try {
    const { data } = await apiRequest<{ data: { state: boolean } }>('/discord/check', {
      method: 'POST',
    });
    notify(
      data.state
        ? { title: 'Discord', message: 'You are in our Discord server. Thank you!' }
        : {
            title: 'Discord',
            message: 'We could not find you in our Discord server yet: join it, then verify again.',
            severity: 'WARNING',
          },
    );
  } catch (error) {
    notify({ title: 'Discord', message: messageOf(error), severity: 'ERROR' });
  }
}

const COMMANDS: Record<ActionCommand, () => void> = {
  inventory: () => whenSignedIn(() => void openModal('INVENTORY', {})),
  cashier: openCashier,
  'sign-up': () => openAuth('register'),
  // The link page posts its result to this window when it closes (discord.ts).
  'authorize-discord': () =>
    whenSignedIn(() => void window.open(`${API_BASE}/discord/link`, 'discord-link', 'popup')),
  'verify-discord': () => whenSignedIn(() => void verifyDiscord()),
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
