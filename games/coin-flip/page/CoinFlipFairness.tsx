import { useState } from 'react';
import { Link } from '../../../src/client/router';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { CoinFlipGame } from '../../../src/shared/contract/coinFlip';
import { Amount } from '../../../src/client/ui/Amount';
import { Button } from '../../../src/client/ui/Button';
import { BeaconEvidenceCheck } from '../../../src/client/features/beacon-evidence/BeaconEvidenceCheck';
import '../../../src/client/ui/card.css';
import { verifyCoinFlip, type CoinFlipVerification } from './coin-flip-verify';

interface CoinFlipFairnessProps {
  game: CoinFlipGame;
  /** The flip has landed here: the seed and the beacon value may show. */
  landed: boolean;
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="coinflip-fair__row">
      <dt>{label}</dt>
      <dd className="coinflip-fair__value" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Verdict({ result, game }: { result: CoinFlipVerification; game: CoinFlipGame }) {
  if (!result.ok) {
    return <p className="coinflip-fair__verdict coinflip-fair__verdict--bad">{result.error}</p>;
  }
  const matches = result.seedMatches && result.side === game.winningSide;
  return (
    <div
      className={`coinflip-fair__verdict coinflip-fair__verdict--${matches ? 'good' : 'bad'}`}
      data-testid="coinflip-verdict"
      data-side={result.side}
    >
      <p>
        Seed hash: {result.seedMatches ? 'matches the hash shown at creation' : 'does NOT match'}
      </p>
      <p>
        Float {result.float.toFixed(8)} → {result.side} (below 0.5 is CT).{' '}
        {result.side === game.winningSide
          ? 'Same side as the flip.'
          : `The flip showed ${game.winningSide ?? 'nothing'}.`}
      </p>
      {result.payout !== null && (
        <p>
          Float {result.roundingFloat.toFixed(8)} rounds the 5% fee: the winner gets{' '}
          <Amount value={result.payout} size="sm" />.
        </p>
      )}
    </div>
  );
}

/**
 * How the game is decided, as it goes: the seed's hash from creation, the beacon round
 * named when both seats filled, then the revealed seed and beacon value, with a check
 * that recomputes the side right here, with the same code the server ran.
 */
export function CoinFlipFairness({ game, landed }: CoinFlipFairnessProps) {
  const [result, setResult] = useState<{ id: string; verification: CoinFlipVerification } | null>(
    null,
  );
  const revealed = landed && game.serverSeed !== null && game.beaconValue !== null;
  const verification = result?.id === game.id ? result.verification : null;
  const fairness = game.fairness;

  return (
    <section className="surface-card coinflip-fair" aria-labelledby="coinflip-fair-title">
      <h2 id="coinflip-fair-title" className="coinflip-list__title">
        Fairness
      </h2>
      <dl className="coinflip-fair__list">
        <Row label="Server seed hash" value={game.serverSeedHash} testId="coinflip-seed-hash" />
        <Row
          label="Beacon round"
          value={
            fairness
              ? `${fairness.beaconLabel} · round ${fairness.blockNumber}`
              : 'Named when both seats are filled'
          }
          testId="coinflip-beacon-round"
        />
        <Row
          label="Server seed"
          value={revealed ? (game.serverSeed ?? '') : 'Revealed after the flip'}
          testId="coinflip-server-seed"
        />
        <Row
          label="Beacon value"
          value={revealed ? (game.beaconValue ?? '') : 'Public once the beacon round arrives'}
        />
        {revealed && fairness && game.beaconEvidence && (
          <div className="coinflip-fair__row">
            <dt>Beacon evidence</dt>
            <dd className="coinflip-fair__value">
              <BeaconEvidenceCheck
                round={fairness.blockNumber}
                value={game.beaconValue!}
                evidence={game.beaconEvidence}
              />
            </dd>
          </div>
        )}
      </dl>
      <div className="coinflip-fair__check">
        {revealed && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() =>
              setResult({
                id: game.id,
                verification: verifyCoinFlip({
                  serverSeed: game.serverSeed ?? '',
                  serverSeedHash: game.serverSeedHash,
                  beaconValue: game.beaconValue ?? '',
                  stake: game.amount,
                  creatorSide: game.creator.side,
                }),
              })
            }
          >
            Verify
          </Button>
        )}
        <div aria-live="polite">
          {verification && <Verdict result={verification} game={game} />}
        </div>
      </div>
      <p className="coinflip-fair__how">
        <Link to="/fairness/coinflip">How coin flips are decided</Link>
      </p>
    </section>
  );
}
