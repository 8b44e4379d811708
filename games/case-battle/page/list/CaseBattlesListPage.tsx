import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from '../../../../src/client/router';
import type { CaseBattle } from '../../../../src/shared/contract/battles';
import { BattleFiltersBar } from '../BattleFiltersBar';
import { BattleRow } from '../BattleRow';
import { DEFAULT_BATTLE_FILTERS, visibleBattles } from '../battle-filters';
import { battleLobbyApi } from '../battle-lobby-api';
import { battleListBase, battlePath } from '../battle-paths';
import { useBattleList } from '../use-battle-list';
import { openAuth, openModal } from '../../../../src/client/features/modals/modal-store';
import {
  selectUser,
  sessionStore,
  useSession,
} from '../../../../src/client/features/session/session-store';
import { messageOf } from '../../../../src/client/lib/api-error';
import { Button } from '../../../../src/client/ui/Button';
import '../case-battles.css';
import { titled } from '../../../../src/client/lib/brand';

const SKELETONS = 4;

/** /case-battles and /cs2-case-battles: the public battles, live, to join or watch. */
export default function CaseBattlesListPage() {
  const base = battleListBase(useLocation().pathname);
  const navigate = useNavigate();
  const user = useSession(selectUser);
  const { state, failed, retry } = useBattleList();
  const [filters, setFilters] = useState(DEFAULT_BATTLE_FILTERS);
  const [joining, setJoining] = useState<{ id: string; seat: number } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = useMemo(() => visibleBattles(state.battles.values(), filters), [state, filters]);

  const create = () => {
    if (!user) return openAuth('login');
    void openModal('CREATE_BATTLE', { base });
  };
  const join = async (battle: CaseBattle, seat: number) => {
    if (!user) return openAuth('login');
    setJoining({ id: battle._id, seat });
    setErrors(({ [battle._id]: _, ...rest }) => rest);
    try {
      const answer = await battleLobbyApi.join(battle._id, { seat });
      sessionStore
        .getState()
        .setBalance({ balance: answer.balance, ledgerPosition: answer.ledgerPosition });
      void navigate(battlePath(battle._id, base));
    } catch (error) {
      setErrors((all) => ({ ...all, [battle._id]: messageOf(error) }));
    } finally {
      setJoining(null);
    }
  };

  return (
    <div className="battles-page">
      <title>{titled('Case Battles')}</title>
      <header className="battles-page__header">
        <div>
          <h1 className="battles-page__title">Case Battles</h1>
          <p className="battles-page__lead">
            Open the same cases as your rivals, round by round. Join a free seat or watch.
          </p>
        </div>
        <Button variant="primary" onClick={create}>
          Create battle
        </Button>
      </header>
      <BattleFiltersBar filters={filters} onChange={setFilters} />
      {failed && !state.loaded ? (
        <div className="battle-message surface-card" role="alert">
          <p>The battles could not be loaded.</p>
          <Button onClick={retry}>Try again</Button>
        </div>
      ) : !state.loaded ? (
        <ul className="battles-list" aria-busy="true" aria-label="Battles">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <li key={i} aria-hidden="true">
              <span className="skeleton battle-row battle-row--skeleton" />
            </li>
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <div className="battle-message surface-card" data-testid="battles-empty">
          <p>
            {state.battles.size === 0
              ? 'No battles are open right now. Create one and invite your rivals.'
              : 'No battle matches these filters.'}
          </p>
        </div>
      ) : (
        <ul
          className="battles-list"
          aria-label="Battles"
          aria-live="polite"
          aria-relevant="additions"
        >
          {shown.map((battle) => (
            <li key={battle._id}>
              <BattleRow
                battle={battle}
                base={base}
                myId={user?.id ?? null}
                joining={joining?.id === battle._id ? joining.seat : null}
                error={errors[battle._id] ?? null}
                onJoin={(b, seat) => void join(b, seat)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
