import { memo, useEffect } from 'react';
import { Link } from '../../router';
import { CLIENT_GAMES } from '../../../../games/registry.client';
import type { BetRecord, InstantGame } from '../../../shared/contract/instantGames';
import { Amount } from '../../ui/Amount';
import '../../ui/section.css';
import { revealedSeedFor, seedsStore, useSeeds } from '../fairness/seeds-store';
import { betVerifierHref } from '../fairness/verifier-links';
import { selectIsLoggedIn, useSession } from '../session/session-store';
import { formatMultiplierX } from './format';
import { myBetsStore, useMyBets } from './my-bets-store';

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

/** One line saying what happened, in the game's own terms (its client manifest's words). */
export function betSummary(bet: BetRecord): string {
  const summary = CLIENT_GAMES.find((game) => game.kind === bet.game)?.betSummary;
  return summary ? summary(bet.outcome) : '';
}

/** The player's settled bets of one game with their fairness data, refreshed after each bet. */
export const MyBets = memo(function MyBets({ game }: { game: InstantGame }) {
  const loggedIn = useSession(selectIsLoggedIn);
  const { bets, loading, error } = useMyBets(game);
  const revealed = useSeeds((state) => state.revealed);

  useEffect(() => {
    if (!loggedIn) return;
    void myBetsStore.getState().load(game);
    void seedsStore.getState().load();
  }, [game, loggedIn]);

  return (
    <section className="my-bets" aria-labelledby={`my-bets-${game}`}>
      <h2 id={`my-bets-${game}`} className="section-title">
        My bets
      </h2>
      {!loggedIn ? (
        <p className="section-empty">Log in to see your bets and verify each one.</p>
      ) : error && !bets ? (
        <p className="section-empty" role="alert">
          {error}
        </p>
      ) : !bets ? (
        <p className="section-empty" aria-busy={loading}>
          Loading your bets…
        </p>
      ) : bets.length === 0 ? (
        <p className="section-empty">No bets yet. Your settled bets show here.</p>
      ) : (
        <ul className="my-bets__list" data-testid="my-bets">
          {bets.map((bet) => (
            <BetRow
              key={bet.id}
              bet={bet}
              serverSeed={revealedSeedFor(revealed, bet.fairness.serverSeedHash)}
            />
          ))}
        </ul>
      )}
    </section>
  );
});

function BetRow({ bet, serverSeed }: { bet: BetRecord; serverSeed: string | undefined }) {
  return (
    <li className="bet-row" data-bet-id={bet.id}>
      <div className="bet-row__main">
        <time className="bet-row__time" dateTime={bet.createdAt}>
          {timeFormat.format(new Date(bet.createdAt))}
        </time>
        <span className="bet-row__summary">{betSummary(bet)}</span>
        <span className="bet-row__figures">
          <span className="visually-hidden">Bet</span>
          <Amount personal value={bet.amount} size="sm" />
          <span className="bet-row__multiplier">{formatMultiplierX(bet.multiplier)}</span>
          {/* Profit, not payout: 0.70 back on a 1.00 stake is a loss of 0.30. */}
          <span className="visually-hidden">Profit</span>
          <Amount personal value={bet.payout - bet.amount} size="sm" signed />
        </span>
      </div>
      <dl className="bet-row__fairness">
        <div>
          <dt>Nonce</dt>
          <dd>{bet.fairness.nonce}</dd>
        </div>
        <div>
          <dt>Client seed</dt>
          <dd className="bet-row__code">{bet.fairness.clientSeed}</dd>
        </div>
        <div>
          <dt>Server seed hash</dt>
          <dd className="bet-row__code" title={bet.fairness.serverSeedHash}>
            {bet.fairness.serverSeedHash}
          </dd>
        </div>
      </dl>
      <Link className="bet-row__verify" to={betVerifierHref(bet, serverSeed)}>
        {serverSeed ? 'Verify this bet' : 'Verify (after you rotate your seed)'}
      </Link>
    </li>
  );
}
