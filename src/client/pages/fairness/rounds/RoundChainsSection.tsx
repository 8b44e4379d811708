import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from '../../../router';
import { z } from 'zod';
import type { RoundChain } from '../../../../shared/contract/roundChains';
import { VALIDATION_MODES } from '../../../lib/validation/react-hook-form';
import { Button } from '../../../ui/Button';
import { BeaconEvidenceCheck } from '../../../features/beacon-evidence/BeaconEvidenceCheck';
import { VerifierField } from '../verifiers/VerifierField';
import { VerifierSelect } from '../verifiers/VerifierSelect';
import { ROUND_GAMES, ROUND_GAME_KINDS } from '../../../../../games/registry';
import { roundChainsApi } from './round-chains-api';
import { isRoundHash, roundResult, walkToTerminatingHash, type RoundGame } from './round-verify';
import '../verifiers/verifier.css';
import './round-chains.css';

// The published chains of the round games (crash, roulette), and a check of any finished round: its
// result from (round hash, salt), and its place in the chain by hashing it back to the
// terminating hash that was published before the first round.

const GAMES: readonly RoundGame[] = ROUND_GAME_KINDS;
const GAME_NAMES = Object.fromEntries(ROUND_GAMES.map((game) => [game.kind, game.name])) as Record<
  RoundGame,
  string
>;
const isRoundGame = (kind: string | null): kind is RoundGame =>
  (GAMES as readonly (string | null)[]).includes(kind);

const formSchema = z.object({
  game: z.enum(ROUND_GAME_KINDS),
  roundHash: z
    .string()
    .trim()
    .toLowerCase()
    .refine(isRoundHash, { error: 'A round hash is 64 hexadecimal characters' }),
});
type FormText = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

interface Checked {
  game: RoundGame;
  result: string;
  walk: string;
  ok: boolean | null;
}

export default function RoundChainsSection() {
  const [chains, setChains] = useState<RoundChain[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const run = useRef(0);
  const [query] = useSearchParams();

  useEffect(() => {
    let live = true;
    roundChainsApi.list().then(
      (answer) => live && setChains(answer.chains),
      () => live && setLoadError('The published chains could not be loaded. Try again later.'),
    );
    return () => {
      live = false;
      run.current++;
    };
  }, []);

  const queryGame = query.get('game');
  const form = useForm<FormText, unknown, FormValues>({
    ...VALIDATION_MODES,
    resolver: zodResolver(formSchema),
    defaultValues: {
      game: isRoundGame(queryGame) ? queryGame : GAMES[0]!,
      roundHash: query.get('hash') ?? '',
    },
  });

  const verify = form.handleSubmit(async ({ game, roundHash }) => {
    const chain = chains?.find((c) => c.game === game);
    if (!chain?.salt) {
      setChecked({ game, result: '', walk: 'This chain has no salt yet.', ok: null });
      return;
    }
    const mine = ++run.current;
    const result = roundResult(game, roundHash, chain.salt);
    setChecked({ game, result, walk: 'Walking the chain…', ok: null });
    // A real round is at most roundsPlayed + 1 hashes away (the one being played counts).
    const walk = await walkToTerminatingHash(
      roundHash,
      chain.terminatingHash,
      chain.roundsPlayed + 1,
      {
        isCancelled: () => mine !== run.current,
        onProgress: (hashes) =>
          setChecked({ game, result, walk: `Walking the chain… ${hashes} hashes`, ok: null }),
      },
    );
    if ('cancelled' in walk) return;
    setChecked({
      game,
      result,
      walk: walk.reached
        ? `Round ${walk.round}: ${walk.round} hashes lead to the published terminating hash.`
        : `Not a round of this chain: ${walk.hashes} hashes did not reach its terminating hash.`,
      ok: walk.reached,
    });
  });

  // A link from a round ("verify") checks it at once, once the chains are in.
  const auto = useRef(Boolean(query.get('hash')));
  useEffect(() => {
    if (chains && auto.current) {
      auto.current = false;
      void verify();
    }
  }, [chains]);

  return (
    <section className="verifier round-chains" aria-labelledby="round-chains-title">
      <h2 id="round-chains-title" className="content-article__heading">
        Published chains
      </h2>
      {loadError && <p className="bet-panel__error">{loadError}</p>}
      {!chains && !loadError && <span className="skeleton verifier__skeleton" aria-hidden="true" />}
      {chains && chains.length === 0 && (
        <p className="content-article__text">No chain is published yet.</p>
      )}
      {chains && chains.length > 0 && (
        <div className="round-chains__list">
          {chains.map((chain) => (
            <ChainCard key={chain.game} chain={chain} />
          ))}
        </div>
      )}

      <h2 className="content-article__heading">Verify a round</h2>
      <p className="content-article__text">
        Paste a finished round’s hash (each round in the game’s history shows it). Your browser
        computes the result from the hash and the salt, then hashes it back to the terminating hash
        to find which round of the chain it is.
      </p>
      <form
        className="verifier__form"
        aria-label="Round verifier"
        noValidate
        onSubmit={(event) => void verify(event)}
      >
        <VerifierSelect
          id="verify-round-game"
          label="Game"
          options={GAMES}
          optionLabel={(game) => GAME_NAMES[game]}
          {...form.register('game')}
        />
        <VerifierField
          label="Round hash"
          wide
          error={form.formState.errors.roundHash?.message}
          {...form.register('roundHash')}
        />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          className="verifier__submit"
          disabled={!chains}
        >
          Verify
        </Button>
      </form>
      <div
        className="verifier__text"
        role="status"
        aria-live="polite"
        data-testid="round-verifier-result"
      >
        {checked ? (
          <>
            {checked.result && <p className="verifier__summary">{checked.result}</p>}
            <p
              className={`verifier__hash verifier__hash--${checked.ok === null ? 'none' : checked.ok ? 'ok' : 'bad'}`}
            >
              {checked.walk}
            </p>
          </>
        ) : (
          <p className="verifier__summary">Paste a round hash and press Verify.</p>
        )}
      </div>
    </section>
  );
}

function ChainCard({ chain }: { chain: RoundChain }) {
  const name = GAME_NAMES[chain.game];
  return (
    <article className="round-chains__card" aria-label={`${name} chain`}>
      <h3 className="round-chains__title">{name}</h3>
      <dl className="round-chains__facts">
        <dt>Terminating hash</dt>
        <dd className="round-chains__hex">{chain.terminatingHash}</dd>
        <dt>Length</dt>
        <dd>{chain.length.toLocaleString('en-US')} hashes</dd>
        <dt>Salt</dt>
        <dd className="round-chains__hex">
          {chain.salt ?? `Waiting for ${chain.beacon.label} round ${chain.beacon.round}`}
        </dd>
        <dt>Beacon</dt>
        <dd>
          {chain.beacon.label}, round {chain.beacon.round}
          {chain.beacon.local && ' (local beacon: development only, values made by this server)'}
        </dd>
        {chain.salt && chain.saltEvidence && (
          <>
            <dt>Salt evidence</dt>
            <dd className="round-chains__hex">
              <BeaconEvidenceCheck
                round={chain.beacon.round}
                value={chain.salt}
                evidence={chain.saltEvidence}
              />
            </dd>
          </>
        )}
        <dt>Published</dt>
        <dd>
          {new Date(chain.publishedAt).toUTCString()}
          {chain.saltNotBefore &&
            ` (announced in chat); the salt is the first beacon round due from ${new Date(
              chain.saltNotBefore,
            ).toUTCString()}`}
        </dd>
        <dt>Rounds played</dt>
        <dd>{chain.roundsPlayed.toLocaleString('en-US')}</dd>
      </dl>
    </article>
  );
}
