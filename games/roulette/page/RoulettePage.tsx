import { useEffect, useMemo, type CSSProperties } from 'react';
import { Link } from '../../../src/client/router';
import { rouletteClient } from '../client';
import { Button } from '../../../src/client/ui/Button';
import { useGamePause } from '../../../src/client/features/games/game-pause';
import { GameStage } from '../../../src/client/features/instant-games/GameStage';
import { useGameScene } from '../../../src/client/features/instant-games/use-game-scene';
import { openModal } from '../../../src/client/features/modals/modal-store';
import { useJackpotHold } from './use-jackpot-hold';
import { RouletteBetPanel } from './RouletteBetPanel';
import { RouletteBets } from './RouletteBets';
import { RouletteHistory } from './RouletteHistory';
import { RouletteStatus } from './RouletteStatus';
import { historyModalProps, previousResult, resultShown, visibleHistory } from './roulette-display';
import { TripleGreen } from './TripleGreen';
import { useRouletteHistory } from './use-roulette-history';
import { useRouletteScene } from './use-roulette-scene';
import { useRound } from '../../../src/client/features/rounds/useRound';
import '../../../src/client/features/instant-games/instant-games.css';
import './roulette.css';
import { titled } from '../../../src/client/lib/brand';

/**
 * /roulette: one round for everyone, every ~25 s. The round hook owns the live state and
 * the server's clock; the scene hook says when the strip has landed here, and nothing on
 * the page tells the result before that.
 */
export default function RoulettePage() {
  const view = useRound('roulette');
  const pause = useGamePause(rouletteClient.lobby.location);
  const driver = useGameScene();
  const { history, add } = useRouletteHistory();
  const round = view.round;
  const landedRoundId = useRouletteScene(
    driver,
    view,
    history === null ? undefined : previousResult(history, round),
  );
  const landed = round !== null && resultShown(round, landedRoundId) ? round : null;
  useEffect(() => {
    if (landed) add(landed);
  }, [landed, add]);
  const jackpot = useJackpotHold(round, landedRoundId);
  const myBetIds = useMemo(() => new Set(view.myBets.map((bet) => bet.id)), [view.myBets]);
  const open = (modal: 'ROULETTE_ROUND_HISTORY' | 'ROULETTE_JACKPOT_HISTORY') =>
    void openModal(modal, historyModalProps(round, landedRoundId));

  return (
    <div
      className="instant-game roulette-page"
      style={{ '--game-accent': 'var(--rarity-covert)' } as CSSProperties}
    >
      <title>{titled('Roulette')}</title>
      <header className="instant-game__head">
        <h1 className="instant-game__title">Roulette</h1>
        <RouletteHistory
          rounds={history === null ? null : visibleHistory(history, round, landedRoundId)}
        />
      </header>
      <div className="instant-game__play">
        <div className="instant-game__stage">
          <GameStage scene="roulette" driver={driver} label="Roulette strip" />
          <RouletteStatus view={view} landedRoundId={landedRoundId} pause={pause} />
        </div>
        <div className="instant-game__panel">
          <RouletteBetPanel view={view} pause={pause} />
        </div>
      </div>
      <div className="roulette-extras">
        {jackpot && (
          <TripleGreen
            streak={Math.min(3, Math.max(0, jackpot.greenStreak)) as 0 | 1 | 2 | 3}
            pool={jackpot.amount}
            className="roulette-extras__jackpot"
          />
        )}
        <div className="roulette-extras__links">
          <Button type="button" size="sm" onClick={() => open('ROULETTE_ROUND_HISTORY')}>
            Round history
          </Button>
          <Button type="button" size="sm" onClick={() => open('ROULETTE_JACKPOT_HISTORY')}>
            Jackpot history
          </Button>
        </div>
      </div>
      <RouletteBets round={round} landedRoundId={landedRoundId} myBetIds={myBetIds} />
      <p className="instant-game__fair">
        Provably fair: every slot comes from a published hash chain.{' '}
        <Link to="/fairness/roulette">How it works</Link>
      </p>
    </div>
  );
}
