import './back-office-screens.css';
import { useCallback, useEffect, useState } from 'react';
import { disableGameBody, enableGameBody } from '../../../shared/contract/adminGames';
import type { AdminGamesList, RoundChain } from '../../../shared/contract';
import { formatGems } from '../../../shared/money';
import { messageOf } from '../../lib/api-error';
import { gamesApi } from './back-office-api';
import { ReasonForm } from './ReasonForm';

type AdminGame = AdminGamesList['games'][number];

const when = (iso: string) => new Date(iso).toLocaleString();

/** One game: open or paused (why, since when, by whom), its limits, and the switch. */
function GameRow({ game, onChanged }: { game: AdminGame; onChanged: () => Promise<void> }) {
  const { limits, paused } = game;
  return (
    <li className="admin-card" data-testid={`admin-game-${game.kind}`}>
      <h3 className="admin-card__title">
        {game.name}{' '}
        <span className={paused ? 'admin-tag admin-tag--warn' : 'admin-tag'}>
          {paused ? 'Paused' : 'Open'}
        </span>
      </h3>
      <dl className="admin-facts">
        <dt>Bets</dt>
        <dd>
          {formatGems(limits.betMin)} to {formatGems(limits.betMax)}
        </dd>
        <dt>Largest payout</dt>
        <dd>{formatGems(limits.payoutMax)}</dd>
        {paused && (
          <>
            <dt>Players read</dt>
            <dd>{paused.reason}</dd>
            <dt>Paused</dt>
            <dd>
              {when(paused.since)}
              {paused.by ? ` by ${paused.by}` : ''}
            </dd>
          </>
        )}
      </dl>
      {paused ? (
        <ReasonForm
          label={`Why resume ${game.name}? (optional)`}
          action={`Resume ${game.name}`}
          // Optional: left empty, the audit row says no reason.
          reason={enableGameBody.shape.reason.unwrap()}
          onSubmit={async (reason) => {
            await gamesApi.resume(game.kind, reason);
            await onChanged();
          }}
        />
      ) : (
        <ReasonForm
          label={`Message to players while ${game.name} is paused`}
          action={`Pause ${game.name}`}
          reason={disableGameBody.shape.reason}
          onSubmit={async (reason) => {
            await gamesApi.pause(game.kind, reason);
            await onChanged();
          }}
        />
      )}
    </li>
  );
}

function ChainsTable({ chains }: { chains: readonly RoundChain[] }) {
  if (chains.length === 0) return <p>No round chain is published yet.</p>;
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Round chains">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Game</th>
            <th scope="col">Rounds played</th>
            <th scope="col">Salt from</th>
            <th scope="col">Salt</th>
          </tr>
        </thead>
        <tbody>
          {chains.map((chain) => (
            <tr key={chain.game}>
              <th scope="row">{chain.game}</th>
              <td>
                {chain.roundsPlayed} of {chain.length}
              </td>
              <td>
                {chain.beacon.label} round {chain.beacon.round}
              </td>
              <td>{chain.saltFixedAt ? `fixed ${when(chain.saltFixedAt)}` : 'waiting'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /admin/games: pause and resume each game with a message; its limits; chains and beacon. */
export function GamesScreen() {
  const [list, setList] = useState<AdminGamesList | null>(null);
  const [chains, setChains] = useState<readonly RoundChain[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const [games, published] = await Promise.all([
        gamesApi.list(signal),
        gamesApi.roundChains(signal),
      ]);
      setList(games);
      setChains(published.chains);
      setError(null);
    } catch (caught) {
      if (!signal?.aborted) setError(messageOf(caught));
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return (
    <section className="admin-screen" aria-labelledby="admin-games-title">
      <h1 id="admin-games-title" className="admin__title">
        Games
      </h1>
      {error && <p role="alert">{error}</p>}
      {!list && !error && <p role="status">Loading the games…</p>}
      {list && (
        <>
          <h2 className="admin-screen__subtitle">Each game</h2>
          <ul className="admin-cards">
            {list.games.map((game) => (
              <GameRow key={game.kind} game={game} onChanged={() => load()} />
            ))}
          </ul>
          <h2 className="admin-screen__subtitle">Fairness</h2>
          <p>
            Beacon in use: <strong>{list.beacon.label}</strong>
            {list.beacon.local ? ' (made by this server: development only)' : ''}
          </p>
          {chains && <ChainsTable chains={chains} />}
        </>
      )}
    </section>
  );
}
