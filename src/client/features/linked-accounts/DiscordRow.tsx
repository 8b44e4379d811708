import { Button } from '../../ui/Button';
import { FormError, FormNotice } from '../session/FormError';
import { selectUser, sessionStore, useSession } from '../session/session-store';
import { discordApi } from './discord-api';
import { checkDiscordMembership } from './discord-check';
import { openDiscordPopup } from './discord-popup';
import { useRowAction } from './use-row-action';

type Busy = 'link' | 'check' | 'unlink' | null;

/**
 * The Discord account: link it through Discord's authorize page in a pop-up (the sandbox's
 * when no Discord application is configured), check it is in our server, or unlink it.
 * Labels as the spec's chat actions: Authorize Discord, Verify Discord.
 */
export function DiscordRow() {
  const discord = useSession(selectUser)?.platforms?.discord;
  const { busy, error, notice, setError, setNotice, run } = useRowAction<Exclude<Busy, null>>();

  const link = () =>
    run('link', async () => {
      const result = await openDiscordPopup().catch(() => 'blocked' as const);
      if (result === 'blocked') {
        setError(
          'Your browser blocked the Discord window. Allow pop-ups for this site and try again.',
        );
        return;
      }
      if (!result) return;
      if (result.status === 'failed') {
        setError(result.message ?? 'Discord could not be linked. Please try again.');
        return;
      }
      // The server stored the link: the user it answers now carries it.
      await sessionStore.getState().load();
      setNotice(result.message ?? 'Discord linked.');
    });

  return (
    <div className="linked-account" data-testid="discord-row">
      <div className="linked-account__info">
        <p className="linked-account__name">Discord</p>
        <p className="linked-account__status">
          {discord ? `Linked as ${discord.username}` : 'Not linked'}
        </p>
      </div>
      <div className="linked-account__actions">
        {discord ? (
          <>
            <Button
              size="sm"
              busy={busy === 'check'}
              disabled={busy !== null}
              onClick={() => void run('check', async () => void (await checkDiscordMembership()))}
            >
              Verify Discord
            </Button>
            <Button
              size="sm"
              variant="ghost"
              busy={busy === 'unlink'}
              disabled={busy !== null}
              onClick={() =>
                void run('unlink', async () => {
                  await discordApi.unlink();
                  await sessionStore.getState().load();
                  setNotice('Discord unlinked.');
                })
              }
            >
              Unlink
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="primary"
            busy={busy === 'link'}
            disabled={busy !== null}
            onClick={() => void link()}
          >
            Authorize Discord
          </Button>
        )}
      </div>
      <div className="linked-account__messages">
        <FormNotice message={notice} />
        <FormError message={error} />
      </div>
    </div>
  );
}
