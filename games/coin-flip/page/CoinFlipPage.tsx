import { useCallback, useEffect, useRef, type CSSProperties } from 'react';
import { useSearchParams } from '../../../src/client/router';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { CoinFlipGame } from '../../../src/shared/contract/coinFlip';
import { coinFlipApi } from './coin-flip-api';
import { CoinFlipCreateForm } from './CoinFlipCreateForm';
import { CoinFlipFairness } from './CoinFlipFairness';
import { CoinFlipGameView } from './CoinFlipGameView';
import { CoinFlipLists } from './CoinFlipLists';
import { useCoinFlipActions } from './use-coin-flip-actions';
import { useCoinFlipGames } from './use-coin-flip-games';
import { useCoinFlipScene } from './use-coin-flip-scene';
import { useGamePause } from '../../../src/client/features/games/game-pause';
import { useGameScene } from '../../../src/client/features/instant-games/use-game-scene';
import { selectUser, useSession } from '../../../src/client/features/session/session-store';
import { coinFlipClient } from '../client';
import '../../../src/client/features/instant-games/instant-games.css';
import './coin-flip.css';
import { titled } from '../../../src/client/lib/brand';

/**
 * /coinflip: the lobby of player-against-player flips. The games hook keeps every game live
 * from the socket; the game on show (?game=<id>) plays in the scene, and its winner, like
 * every list's, shows only once the coin has landed.
 */
export default function CoinFlipPage() {
  const games = useCoinFlipGames();
  const username = useSession(selectUser)?.username ?? null;
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('game');
  const selected = selectedId ? (games.state.games.get(selectedId) ?? null) : null;
  const landed = selected !== null && games.state.revealed.has(selected.id);
  const driver = useGameScene();
  const pause = useGamePause(coinFlipClient.lobby.location);

  const select = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('game', id);
          else next.delete('game');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const { reveal } = games;
  // The header holds a winner's payout for the flip's length from its balance event (the
  // server's reveal hold), so it shows as the coin lands, in every tab alike.
  const onLanded = reveal;
  useCoinFlipScene(
    driver,
    selected,
    landed,
    selected ? games.state.flipStarts.get(selected.id) : undefined,
    onLanded,
  );

  const onGame = useCallback(
    (game: CoinFlipGame) => select(game.state === 'CANCELLED' ? null : game.id),
    [select],
  );
  const actions = useCoinFlipActions(games.applyGame, onGame);

  // A link to a game the lists do not hold (an older flip): load it on its own, once.
  const { applySnapshot } = games;
  const asked = useRef(new Set<string>());
  const loaded = games.state.loaded;
  useEffect(() => {
    if (!selectedId || !loaded || selected || asked.current.has(selectedId)) return;
    asked.current.add(selectedId);
    coinFlipApi.get(selectedId).then(
      ({ game }) => applySnapshot(game),
      () => undefined, // an unknown game: the table stays empty
    );
  }, [selectedId, loaded, selected, applySnapshot]);

  return (
    <div
      className="instant-game coinflip-page"
      style={{ '--game-accent': 'var(--rarity-consumer)' } as CSSProperties}
    >
      <title>{titled('Coin Flip')}</title>
      <header className="instant-game__head">
        <h1 className="instant-game__title">Coin Flip</h1>
      </header>
      <div className="instant-game__play">
        <div className="instant-game__stage">
          <CoinFlipGameView driver={driver} game={selected} landed={landed} username={username} />
        </div>
        <div className="instant-game__panel">
          <CoinFlipCreateForm
            busy={actions.busy?.action === 'create'}
            pause={pause}
            onCreate={actions.create}
          />
        </div>
      </div>
      {games.failed && (
        <p className="coinflip-page__error" role="alert">
          The games could not load. New games still appear as they are created.
        </p>
      )}
      <CoinFlipLists
        open={games.open}
        active={games.active}
        recent={games.recent}
        username={username}
        selectedId={selectedId}
        busy={actions.busy}
        loaded={games.state.loaded}
        paused={pause !== null}
        onSelect={select}
        onJoin={(id) => {
          const game = games.open.find((open) => open.id === id);
          if (game) void actions.join(id, game.amount);
        }}
        onCallBot={(id) => void actions.callBot(id)}
        onCancel={(id) => void actions.cancel(id)}
      />
      {selected && <CoinFlipFairness game={selected} landed={landed} key={selected.id} />}
    </div>
  );
}
