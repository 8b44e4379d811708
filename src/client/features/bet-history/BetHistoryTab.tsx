import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../router';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { HistoryBet } from '../../../shared/contract/betHistory';
import { messageOf } from '../../lib/api-error';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import '../../ui/settings-card.css';
import { VirtualList } from '../../ui/VirtualList';
import { useMediaQuery } from '../chat/use-media-query';
import { revealedSeedFor, seedsStore, useSeeds } from '../fairness/seeds-store';
import { formatMultiplierX } from '../instant-games/format';
import { HISTORY_LIMIT, betHistoryApi } from './bet-history-api';
import { HISTORY_LIST_HEIGHT, historyRowHeight } from './bet-history-rows';
import {
  HISTORY_FILTERS,
  fairnessText,
  gameNameOf,
  historySummary,
  historyVerifyHref,
  loadHistoryLines,
  seedHashOf,
} from './bet-history-display';
import './bet-history.css';

export type RevealedPairs = Parameters<typeof revealedSeedFor>[0];

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The profile's game history: every settled bet of every game, newest first, with what
 * verifies it. Round games and coin flips appear once their result has landed (the server
 * keeps them back until then), so nothing here tells an outcome early. Older bets load a
 * page at a time by the server's cursor; the list renders only the rows in view.
 */
export function BetHistoryTab() {
  const filterId = useId();
  const [game, setGame] = useState('');
  const [bets, setBets] = useState<readonly HistoryBet[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const wide = useMediaQuery('(min-width: 640px)');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const revealed = useSeeds((state) => state.revealed);

  const load = useCallback(async (kind: string, before: string | null) => {
    // Counted, so an older, slower answer cannot replace a newer one.
    const request = ++latest.current;
    setLoading(true);
    try {
      const answer = await betHistoryApi.list(kind || null, before);
      // The lines of games whose records have a shape of their own come in their own chunks.
      await loadHistoryLines(answer.bets.map((bet) => bet.game));
      if (request !== latest.current) return;
      setBets((previous) => (before && previous ? [...previous, ...answer.bets] : answer.bets));
      setNextCursor(answer.nextCursor);
      setError(null);
    } catch (caught) {
      if (request === latest.current) setError(messageOf(caught));
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(game, null);
  }, [game, load]);
  useEffect(() => {
    void seedsStore.getState().load();
  }, []);

  return (
    <section className="settings-card bet-history" aria-labelledby="bet-history-title">
      <h2 id="bet-history-title" className="settings-card__title">
        Your bets
      </h2>
      <div className="bet-history__bar">
        <label className="bet-history__label" htmlFor={filterId}>
          Game
        </label>
        <select
          id={filterId}
          className="bet-history__select"
          value={game}
          onChange={(event) => setGame(event.target.value)}
        >
          <option value="">All games</option>
          {HISTORY_FILTERS.map((option) => (
            <option key={option.kind} value={option.kind}>
              {option.name}
            </option>
          ))}
        </select>
        <Button type="button" size="sm" onClick={() => void load(game, null)} disabled={loading}>
          Refresh
        </Button>
      </div>
      {error && (
        <p className="bet-history__empty" role="alert">
          {error}
        </p>
      )}
      {!bets && !error && (
        <p className="bet-history__empty" aria-busy="true">
          Loading your bets…
        </p>
      )}
      {bets?.length === 0 && (
        <p className="bet-history__empty">
          No settled bets yet. A round or a flip shows here once its result has landed.
        </p>
      )}
      {bets && bets.length > 0 && (
        <div data-testid="bet-history" aria-busy={loading}>
          <VirtualList
            className="bet-history__list"
            items={bets}
            itemHeight={historyRowHeight(wide)}
            maxHeight={HISTORY_LIST_HEIGHT}
            getKey={(bet) => bet.id}
            label="Your bets"
            renderItem={(bet) => <HistoryRow bet={bet} revealed={revealed} />}
          />
        </div>
      )}
      {bets && nextCursor && (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => void load(game, nextCursor)}
          disabled={loading}
        >
          {loading ? 'Loading…' : `Load ${HISTORY_LIMIT} older`}
        </Button>
      )}
    </section>
  );
}

export function HistoryRow({ bet, revealed }: { bet: HistoryBet; revealed: RevealedPairs }) {
  const seedHash = seedHashOf(bet);
  const revealedSeed = seedHash === null ? undefined : revealedSeedFor(revealed, seedHash);
  const href = historyVerifyHref(bet, revealedSeed);
  // A seeded bet verifies once its pair is rotated (the server seed revealed).
  const waitsForSeed = seedHash !== null && !revealedSeed;
  return (
    <article className="bet-history__row" data-bet-id={bet.id} data-game={bet.game}>
      <div className="bet-history__head">
        <span className="bet-history__game">{gameNameOf(bet.game)}</span>
        <time className="bet-history__time" dateTime={bet.createdAt}>
          {timeFormat.format(new Date(bet.createdAt))}
        </time>
      </div>
      <p className="bet-history__summary" title={historySummary(bet)}>
        {historySummary(bet)}
      </p>
      <dl className="bet-history__figures">
        <div>
          <dt>Bet</dt>
          <dd>
            <Amount personal value={bet.amount} size="sm" />
          </dd>
        </div>
        <div>
          <dt>Multiplier</dt>
          <dd className="bet-history__multiplier">{formatMultiplierX(bet.multiplier)}</dd>
        </div>
        <div>
          <dt>Payout</dt>
          <dd>
            <Amount personal value={bet.payout} size="sm" />
          </dd>
        </div>
        <div>
          {/* Profit, not payout: 0.70 back on a 1.00 stake is a loss of 0.30. */}
          <dt>Profit</dt>
          <dd>
            <Amount personal value={bet.payout - bet.amount} size="sm" signed />
          </dd>
        </div>
      </dl>
      <div className="bet-history__fairness">
        <span className="bet-history__fairness-text" title={fairnessText(bet)}>
          {fairnessText(bet)}
        </span>
        {href ? (
          <Link className="bet-history__verify" to={href}>
            {waitsForSeed ? 'Verify (after you rotate your seed)' : 'Verify'}
            <span className="visually-hidden"> this {gameNameOf(bet.game)} bet</span>
          </Link>
        ) : (
          <span className="bet-history__muted">Nothing to verify: nothing was drawn</span>
        )}
      </div>
    </article>
  );
}
