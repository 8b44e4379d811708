import { Fragment } from 'react';
import { Link } from '../../router';
import { CLIENT_GAMES, CLIENT_INSTANT_GAMES } from '../../../../games/registry.client';
import type { RevealedSeedPair } from '../../../shared/contract/fairness';
import type { InstantGame } from '../../../shared/contract/instantGames';
import '../../ui/section.css';
import { SeedValue } from './SeedValue';
import { verifierHref } from './verifier-links';

/** The games whose bets a seed pair settles and whose verifier takes a link, in the lobby's order. */
const VERIFIABLE = CLIENT_GAMES.filter(
  (game) => (CLIENT_INSTANT_GAMES as readonly string[]).includes(game.kind) && 'verifier' in game,
).map((game) => ({ kind: game.kind as InstantGame, name: game.lobby.name }));

/** ", " between the names, " or " before the last. */
const separator = (index: number, count: number) =>
  index === 0 ? '' : index === count - 1 ? ' or ' : ', ';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Rotated pairs, newest first: their seeds to copy and links to verify their bets. */
export function RevealedPairs({ pairs }: { pairs: readonly RevealedSeedPair[] }) {
  if (pairs.length === 0)
    return (
      <p className="section-empty">No revealed pairs yet: rotate to reveal your server seed.</p>
    );
  return (
    <ul className="revealed-pairs" data-testid="revealed-pairs">
      {pairs.map((pair) => {
        const link = (game: InstantGame) =>
          verifierHref(game, {
            serverSeed: pair.serverSeed,
            serverSeedHash: pair.serverSeedHash,
            clientSeed: pair.clientSeed,
            nonce: Math.max(0, pair.nonce - 1),
          });
        return (
          <li key={pair.serverSeedHash} className="revealed-pair">
            <p className="revealed-pair__meta">
              Revealed {dateFormat.format(new Date(pair.revealedAt))} ·{' '}
              {pair.nonce === 1 ? '1 bet' : `${pair.nonce} bets`} (nonces 0 to{' '}
              {Math.max(0, pair.nonce - 1)})
            </p>
            <dl className="seed-list">
              <SeedValue label="Server seed" value={pair.serverSeed} />
              <SeedValue label="Server seed hash" value={pair.serverSeedHash} />
              <SeedValue label="Client seed" value={pair.clientSeed} />
            </dl>
            <p className="revealed-pair__links">
              Verify its last bet in{' '}
              {VERIFIABLE.map((game, index) => (
                <Fragment key={game.kind}>
                  {separator(index, VERIFIABLE.length)}
                  <Link to={link(game.kind)}>{game.name}</Link>
                </Fragment>
              ))}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
