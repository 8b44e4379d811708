import { useCallback, useMemo, useState } from 'react';
import type { MinesGame } from '../../../src/shared/contract/instantGames';
import type { Hundredths } from '../../../src/shared/money';
import { minesClient } from '../client';
import { formatGemsInput } from '../../../src/client/features/instant-games/bet-amount';
import { useBetAmountForm } from '../../../src/client/features/instant-games/bet-amount-form';
import { useGamePause } from '../../../src/client/features/games/game-pause';
import { BetPanel } from '../../../src/client/features/instant-games/BetPanel';
import { confirmMinesStart, shouldConfirmMinesStart } from './mines-confirm';
import { useAutoBet } from '../../../src/client/features/auto-bet/use-auto-bet';
import { useLeaveGuard } from '../../../src/client/features/leave-guard/use-leave-guard';
import { leaveReason } from '../../../src/client/features/leave-guard/leave-reasons';
import { GamePageFrame } from '../../../src/client/features/instant-games/GamePageFrame';
import { GameResult } from '../../../src/client/features/instant-games/GameResult';
import { GameStage } from '../../../src/client/features/instant-games/GameStage';
import { PaceSelector } from '../../../src/client/features/instant-games/PaceSelector';
import { useGameScene } from '../../../src/client/features/instant-games/use-game-scene';
import { selectIsLoggedIn, useSession } from '../../../src/client/features/session/session-store';
import { Amount } from '../../../src/client/ui/Amount';
import { Button } from '../../../src/client/ui/Button';
import { minesBoardStyle } from './board-layout';
import { MinesControls } from './MinesControls';
import { MinesGrid } from './MinesGrid';
import { safePicks, tileFaces } from './mines-state';
import { patternProblem, togglePattern } from './mines-pattern';
import { useMinesGame } from './use-mines-game';
import './mines.css';

/** /mines: start with a stake and a mine count, pick tiles, cash out before a mine. */
export default function MinesPage() {
  const driver = useGameScene();
  const pause = useGamePause(minesClient.lobby.location);
  const amount = useBetAmountForm();
  const loggedIn = useSession(selectIsLoggedIn);
  const [mines, setMines] = useState(3);
  const { form } = amount;
  const onResume = useCallback(
    (running: MinesGame) => {
      setMines(running.mines);
      form.setValue('amount', formatGemsInput(running.amount));
    },
    [form],
  );
  const { game, busy, result, start, pick, cashOut, playRound, clearBoard } = useMinesGame({
    driver,
    loggedIn,
    onResume,
  });
  const active = game?.state === 'active';
  // The tiles each auto round reveals, in the order picked.
  const [pattern, setPattern] = useState<readonly number[]>([]);
  const auto = useAutoBet({
    game: 'mines',
    title: 'Mines',
    place: (stake) => playRound(stake, mines, pattern),
    blocker: () => patternProblem(pattern, mines),
    confirmStart: async (base) =>
      !shouldConfirmMinesStart(base) || confirmMinesStart({ amount: base, mines }),
  });
  const running = auto.status !== 'idle';
  useLeaveGuard(leaveReason({ autoBetRunning: running, gameInProgress: active }));
  const planning = auto.mode === 'auto' && !running && !active && loggedIn;

  const onStart = useCallback((stake: Hundredths) => start(stake, mines), [mines, start]);
  const onFocusTile = useCallback((tile: number) => driver.show('mines:focus', { tile }), [driver]);
  const onPick = useCallback((tile: number) => void pick(tile), [pick]);
  const onPlan = useCallback(
    (tile: number) => {
      clearBoard();
      setPattern((current) => togglePattern(current, tile));
    },
    [clearBoard],
  );
  const faces = useMemo(() => tileFaces(game), [game]);

  return (
    <GamePageFrame
      game="mines"
      title="Mines"
      accent="--rarity-classified"
      stage={
        <div className="mines-stage" style={minesBoardStyle}>
          <GameStage scene="mines" driver={driver} label="Mines board">
            <MinesGrid
              faces={faces}
              playable={active && loggedIn && !running}
              busy={busy !== null}
              onPick={planning ? onPlan : onPick}
              onFocusTile={onFocusTile}
              planned={auto.mode === 'auto' ? pattern : undefined}
              planning={planning}
            />
          </GameStage>
          <GameResult
            result={result}
            idle={
              planning
                ? 'Auto: pick the tiles each round reveals, then start.'
                : 'Choose your mines and stake, then start.'
            }
          />
        </div>
      }
      panel={
        <BetPanel
          amount={amount}
          onBet={onStart}
          betLabel="Start game"
          label="Mines bet"
          pause={pause}
          busy={busy === 'start'}
          locked={active}
          auto={auto}
          controls={
            <>
              <MinesControls
                mines={mines}
                onMines={setMines}
                game={active ? game : null}
                disabled={running}
              />
              {auto.mode === 'auto' && (
                <p className="mines-pattern-note" data-testid="mines-pattern-note">
                  {pattern.length === 0
                    ? 'Auto pattern: pick tiles on the board.'
                    : `Auto pattern: ${pattern.length} ${pattern.length === 1 ? 'tile' : 'tiles'}, revealed in the order picked, then cash out.`}
                </p>
              )}
              <PaceSelector game="mines" />
            </>
          }
          action={
            // A game left running (by hand, or a run that stopped on an error) is finished by hand.
            active && !running ? (
              <Button
                variant="gem"
                size="lg"
                block
                busy={busy === 'cashout'}
                disabled={safePicks(game) === 0 || busy === 'pick'}
                onClick={() => void cashOut()}
              >
                Cash out <Amount personal value={game.payout} size="sm" />
              </Button>
            ) : undefined
          }
        />
      }
    />
  );
}
