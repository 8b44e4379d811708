import { Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import {
  backgroundColour,
  CAPTURE_GAME_NAMES,
  CAPTURE_GAMES,
  type CaptureGame,
  isCaptureGame,
  readCaptureParams,
} from '../../features/streamer/capture-links';
import {
  type CaptureFeed,
  type CaptureStatus,
  openCaptureFeed,
} from '../../features/streamer/embed/capture-feed';
import { CAPTURE_VIEWS } from '../../features/streamer/embed/capture-views';
import './embed.css';

const CAPTURE_GAME_LIST = CAPTURE_GAMES.map((game) => CAPTURE_GAME_NAMES[game]).join(', ');

const MESSAGES: Partial<Record<CaptureStatus, string>> = {
  refused: 'This capture link is not valid or was revoked. Make a new one in Profile → Settings.',
  revoked: 'This capture link was revoked. Make a new one in Profile → Settings.',
  offline: 'Reconnecting…',
};

/** The game key of /embed/{game}. */
function embedGame(pathname: string): string | undefined {
  return /^\/embed\/([a-z-]+)\/?$/.exec(pathname)?.[1];
}

/**
 * /embed/{game}?token=...&w=..&h=..&bg=...: a stream's browser source. Only the game's
 * canvas at the chosen size on a transparent (or chroma-key) background, playing the capture
 * token owner's own play as it lands in their tab. No header, chat or session: the app's
 * layout and start-up never run here.
 */
export default function EmbedPage() {
  const [{ game, params }] = useState(() => ({
    game: embedGame(window.location.pathname),
    params: readCaptureParams(window.location.search),
  }));
  const colour = backgroundColour(params.background);

  // The page itself is see-through (or the key colour), whatever the site's styles say.
  useLayoutEffect(() => {
    const { documentElement: html, body } = document;
    html.classList.add('embed-root');
    html.style.background = colour;
    body.style.background = colour;
  }, [colour]);

  const problem = !isCaptureGame(game)
    ? `This game has no capture route. Capture links work for ${CAPTURE_GAME_LIST}.`
    : !params.token
      ? 'This capture link has no token. Copy it again from Profile → Settings.'
      : null;

  return (
    <main
      className="embed"
      style={{ width: params.width, height: params.height, background: colour }}
      data-testid="embed"
    >
      {problem || !isCaptureGame(game) || !params.token ? (
        <p className="embed__message" role="alert">
          {problem}
        </p>
      ) : (
        <CaptureStage
          game={game}
          token={params.token}
          chromaKey={params.background.kind === 'chroma'}
        />
      )}
    </main>
  );
}

function CaptureStage({
  game,
  token,
  chromaKey,
}: {
  game: CaptureGame;
  token: string;
  chromaKey: boolean;
}) {
  const [status, setStatus] = useState<{ status: CaptureStatus; message?: string }>({
    status: 'connecting',
  });
  const [feed, setFeed] = useState<CaptureFeed | null>(null);
  const [landed, setLanded] = useState<{ id: string; text: string } | null>(null);
  const onLanded = useCallback((id: string, text: string) => setLanded({ id, text }), []);

  useEffect(() => {
    const opened = openCaptureFeed(token, (next, message) => setStatus({ status: next, message }));
    setFeed(opened);
    return () => opened.close();
  }, [token]);

  const View = CAPTURE_VIEWS[game];
  const stopped = status.status === 'refused' || status.status === 'revoked';
  return (
    <>
      {!stopped && feed && View && (
        <Suspense fallback={null}>
          <View feed={feed} onLanded={onLanded} chromaKey={chromaKey} />
        </Suspense>
      )}
      {MESSAGES[status.status] && (
        <p
          className={`embed__message${status.status === 'offline' ? ' embed__message--quiet' : ''}`}
          role={stopped ? 'alert' : 'status'}
          data-testid="embed-message"
        >
          {stopped && status.message ? status.message : MESSAGES[status.status]}
        </p>
      )}
      <p
        className="visually-hidden"
        role="status"
        data-testid="embed-landed"
        data-status={status.status}
        data-landed={landed?.id ?? ''}
      >
        {landed?.text}
      </p>
    </>
  );
}
