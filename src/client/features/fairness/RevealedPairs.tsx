import { Link } from '../../router';
import { diceClient } from '../../../../games/dice/client';
import { minesClient } from '../../../../games/mines/client';
import { plinkoClient } from '../../../../games/plinko/client';
import { skinUpgraderClient } from '../../../../games/skin-upgrader/client';
import type { RevealedSeedPair } from '../../../shared/contract/fairness';
import type { InstantGame } from '../../../shared/contract/instantGames';
import '../../ui/section.css';
import { SeedValue } from './SeedValue';
import { verifierHref } from './verifier-links';

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
              Verify its last bet in <Link to={link(diceClient.kind)}>Dice</Link>,{' '}
              <Link to={link(plinkoClient.kind)}>Plinko</Link>,{' '}
              <Link to={link(minesClient.kind)}>Mines</Link> or the{' '}
              <Link to={link(skinUpgraderClient.kind)}>Skin Upgrader</Link>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
