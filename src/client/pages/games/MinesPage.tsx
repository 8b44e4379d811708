import { useCallback, useMemo, useState } from 'react';
import type { MinesGame } from '../../../shared/contract/instantGames';
import type { Hundredths } from '../../../shared/money';
import { formatGemsInput } from '../../features/instant-games/bet-amount';
import { useBetAmountForm } from '../../features/instant-games/bet-amount-form';
import { BetPanel } from '../../features/instant-games/BetPanel';
import { GamePageFrame } from '../../features/instant-games/GamePageFrame';
import { GameResult } from '../../features/instant-games/GameResult';
import { GameStage } from '../../features/instant-games/GameStage';
import { PaceSelector } from '../../features/instant-games/PaceSelector';
import { useGameScene } from '../../features/instant-games/use-game-scene';
import { selectIsLoggedIn, useSession } from '../../features/session/session-store';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { minesBoardStyle } from './mines/board-layout';
import { MinesControls } from './mines/MinesControls';
import { MinesGrid } from './mines/MinesGrid';
import { safePicks, tileFaces } from './mines/mines-state';
import { useMinesGame } from './mines/use-mines-game';
import './mines/mines.css';

/** /mines: start with a stake and a mine count, pick tiles, cash out before a mine. */
export default function MinesPage() {
  const driver = useGameScene();
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
  const { game, busy, result, start, pick, cashOut } = useMinesGame({
    driver,
    loggedIn,
    onResume,
  });
  const active = game?.state === 'active';

  const onStart = useCallback((stake: Hundredths) => start(stake, mines), [mines, start]);
  const onFocusTile = useCallback((tile: number) => driver.show('mines:focus', { tile }), [driver]);
  const onPick = useCallback((tile: number) => void pick(tile), [pick]);
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
              playable={active && loggedIn}
              busy={busy !== null}
              onPick={onPick}
              onFocusTile={onFocusTile}
            />
          </GameStage>
          <GameResult result={result} idle="Choose your mines and stake, then start." />
        </div>
      }
      panel={
        <BetPanel
          amount={amount}
          onBet={onStart}
          betLabel="Start game"
          label="Mines bet"
          busy={busy === 'start'}
          locked={active}
          controls={
            <>
              <MinesControls mines={mines} onMines={setMines} game={active ? game : null} />
              <PaceSelector game="mines" />
            </>
          }
          action={
            active ? (
              <Button
                variant="gem"
                size="lg"
                block
                busy={busy === 'cashout'}
                disabled={safePicks(game) === 0 || busy === 'pick'}
                onClick={() => void cashOut()}
              >
                Cash out <Amount value={game.payout} size="sm" />
              </Button>
            ) : undefined
          }
        />
      }
    />
  );
}
