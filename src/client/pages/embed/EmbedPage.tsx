import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { sceneOf } from '../../../../games/registry.client';
import type { CaptureBet } from '../../../shared/contract/streamer';
import { createPageBus, SceneDriver } from '../../features/instant-games/scene-driver';
import {
  backgroundColour,
  isCaptureGame,
  readCaptureParams,
} from '../../features/streamer/capture-links';
import { type CaptureStatus, openCaptureFeed } from '../../features/streamer/embed/capture-feed';
import {
  CAPTURE_SCENES,
  type CaptureScene,
  captureStartDelay,
} from '../../features/streamer/embed/capture-scenes';
import './embed.css';

// The engine (and Phaser) is its own chunk, as on the game pages.
const GameHost = lazy(() => import('../../../../games/engine/GameHost'));

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
 * token owner's own bets as they land in their tab. No header, chat or session: the app's
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
    ? 'This game has no capture route. Capture links work for Dice, Plinko and Upgrader.'
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
        <CaptureStage capture={CAPTURE_SCENES[game]} token={params.token} />
      )}
    </main>
  );
}

function CaptureStage({ capture, token }: { capture: CaptureScene; token: string }) {
  const [driver] = useState(() => new SceneDriver(createPageBus(), { playSound: () => undefined }));
  const [status, setStatus] = useState<{ status: CaptureStatus; message?: string }>({
    status: 'connecting',
  });
  const [landed, setLanded] = useState<{ id: string; text: string } | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    driver.attach();
    for (const [type, payload] of capture.initial) driver.show(type, payload as never);
    const pending = timers.current;
    const play = (bet: CaptureBet) => {
      if (bet.bet.game !== capture.kind) return;
      // No spoilers: wait so the scene lands when the betting tab's hold ends, never before.
      const timer = setTimeout(
        () => {
          pending.delete(timer);
          for (const [type, payload] of capture.stateFor(bet.bet))
            driver.show(type, payload as never);
          const [type, payload] = capture.playFor(bet.bet, bet.pace);
          void driver
            .play(type, payload as never, capture.limitMs)
            .then(() => setLanded({ id: bet.bet.id, text: capture.landedText(bet.bet) }));
        },
        captureStartDelay(bet.revealInMs, bet.animationMs),
      );
      pending.add(timer);
    };
    const close = openCaptureFeed(token, {
      onBet: play,
      onStatus: (next, message) => setStatus({ status: next, message }),
    });
    return () => {
      close();
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      driver.dispose();
    };
  }, [capture, driver, token]);

  const stopped = status.status === 'refused' || status.status === 'revoked';
  return (
    <>
      {!stopped && (
        <Suspense fallback={null}>
          <GameHost
            scene={capture.scene}
            loadScene={sceneOf(capture.scene)}
            bus={driver.bus}
            ariaLabel={capture.label}
            className="embed__canvas"
          />
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
