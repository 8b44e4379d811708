import type { ReactNode } from 'react';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { CoinFlipGame } from '../../../src/shared/contract/coinFlip';
import { Amount } from '../../../src/client/ui/Amount';
import { Button } from '../../../src/client/ui/Button';
import '../../../src/client/ui/card.css';
import { openAuth } from '../../../src/client/features/modals/modal-store';
import { joinerName, stateText, winnerName } from './coin-flip-display';
import type { CoinFlipBusy } from './use-coin-flip-actions';
import { PlayerName } from '../../../src/client/features/streamer/Private';
import { useRedact } from '../../../src/client/features/streamer/redact';

interface ListsProps {
  open: readonly CoinFlipGame[];
  active: readonly CoinFlipGame[];
  recent: readonly CoinFlipGame[];
  /** The viewer's name; null for a visitor. */
  username: string | null;
  selectedId: string | null;
  busy: CoinFlipBusy;
  loaded: boolean;
  onSelect: (id: string) => void;
  onJoin: (id: string) => void;
  /** An operator paused coin flip: nobody joins (the create form says why). */
  paused?: boolean;
  onCallBot: (id: string) => void;
  onCancel: (id: string) => void;
}

function SideBadge({ side }: { side: 'CT' | 'T' }) {
  return <span className={`coinflip-side coinflip-side--${side}`}>{side}</span>;
}

function Section({
  id,
  title,
  count,
  empty,
  loaded,
  children,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  loaded: boolean;
  children: ReactNode;
}) {
  return (
    <section className="surface-card coinflip-list" aria-labelledby={id}>
      <h2 id={id} className="coinflip-list__title">
        {title} <span className="coinflip-list__count">{count}</span>
      </h2>
      {count === 0 ? (
        <p className="coinflip-list__empty">{loaded ? empty : 'Loading…'}</p>
      ) : (
        <ul className="coinflip-list__items">{children}</ul>
      )}
    </section>
  );
}

/** Who plays whom: the creator's side and name against the joiner's (or the empty seat). */
function Players({ game }: { game: CoinFlipGame }) {
  const joiner = joinerName(game);
  return (
    <span className="coinflip-row__players">
      <SideBadge side={game.creator.side} />
      <span className="coinflip-row__name">
        <PlayerName name={game.creator.username} />
      </span>
      <span className="coinflip-row__vs">vs</span>
      {game.joiner && joiner ? (
        <>
          <SideBadge side={game.joiner.side} />
          <span className="coinflip-row__name">
            <PlayerName name={joiner} />
          </span>
        </>
      ) : (
        <span className="coinflip-row__waiting">open seat</span>
      )}
    </span>
  );
}

function WatchButton({
  game,
  selected,
  onSelect,
}: {
  game: CoinFlipGame;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const redact = useRedact();
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-pressed={selected}
      aria-label={`${selected ? 'Watching' : 'Watch'} ${redact(game.creator.username)}'s game`}
      onClick={() => onSelect(game.id)}
    >
      {selected ? 'Watching' : 'Watch'}
    </Button>
  );
}

/** The lobby: open games to join, the games in play, and the last flips with their winners. */
export function CoinFlipLists(props: ListsProps) {
  const { open, active, recent, username, selectedId, busy, loaded, onSelect } = props;
  const busyOn = (action: string, id: string) =>
    busy !== null && busy.action === action && 'id' in busy && busy.id === id;
  const loginFirst = (act: () => void) => () => (username === null ? openAuth('login') : act());

  return (
    <div className="coinflip-lists">
      <Section
        id="coinflip-open-title"
        title="Open games"
        count={open.length}
        empty="No open games: create one."
        loaded={loaded}
      >
        {open.map((game) => {
          const mine = username !== null && game.creator.username === username;
          return (
            <li
              key={game.id}
              className={`coinflip-row${game.id === selectedId ? ' coinflip-row--selected' : ''}`}
              data-testid="coinflip-open-game"
              data-game-id={game.id}
            >
              <Players game={game} />
              <Amount value={game.amount} size="sm" className="coinflip-row__stake" />
              <span className="coinflip-row__actions">
                <WatchButton game={game} selected={game.id === selectedId} onSelect={onSelect} />
                {mine ? (
                  <>
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      busy={busyOn('bot', game.id)}
                      onClick={() => props.onCallBot(game.id)}
                    >
                      Call bot
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      busy={busyOn('cancel', game.id)}
                      onClick={() => props.onCancel(game.id)}
                    >
                      Cancel
                    </Button>
                  </>
                ) : (
                  <Button
                    type="button"
                    variant="primary"
                    size="sm"
                    busy={busyOn('join', game.id)}
                    disabled={props.paused === true}
                    aria-label={`Join ${game.creator.username}'s game as ${game.creator.side === 'CT' ? 'T' : 'CT'}`}
                    onClick={loginFirst(() => props.onJoin(game.id))}
                  >
                    Join
                  </Button>
                )}
              </span>
            </li>
          );
        })}
      </Section>

      <Section
        id="coinflip-active-title"
        title="In play"
        count={active.length}
        empty="No games in play."
        loaded={loaded}
      >
        {active.map((game) => (
          <li
            key={game.id}
            className={`coinflip-row${game.id === selectedId ? ' coinflip-row--selected' : ''}`}
            data-testid="coinflip-active-game"
            data-game-id={game.id}
          >
            <Players game={game} />
            <Amount value={game.amount} size="sm" className="coinflip-row__stake" />
            <span className="coinflip-row__state">{stateText(game)}</span>
            <span className="coinflip-row__actions">
              <WatchButton game={game} selected={game.id === selectedId} onSelect={onSelect} />
            </span>
          </li>
        ))}
      </Section>

      <Section
        id="coinflip-recent-title"
        title="Recent flips"
        count={recent.length}
        empty="No flips yet."
        loaded={loaded}
      >
        {recent.map((game) => (
          <li
            key={game.id}
            className={`coinflip-row${game.id === selectedId ? ' coinflip-row--selected' : ''}`}
            data-testid="coinflip-recent-game"
            data-game-id={game.id}
            data-winner={winnerName(game) ?? undefined}
            data-winning-side={game.winningSide ?? undefined}
          >
            <Players game={game} />
            <span className="coinflip-row__result">
              {game.winningSide && <SideBadge side={game.winningSide} />}
              <span className="coinflip-row__name">{winnerName(game)}</span>
              <span className="coinflip-row__won">won</span>
              <Amount value={game.payout ?? 0} size="sm" />
            </span>
            <span className="coinflip-row__actions">
              <WatchButton game={game} selected={game.id === selectedId} onSelect={onSelect} />
            </span>
          </li>
        ))}
      </Section>
    </div>
  );
}
