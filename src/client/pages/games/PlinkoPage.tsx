import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
// The game's own modules, not the contract or the core's index: the page loads the bet's
// rules and the tables, not the fair stream that settles a bet.
import { plinkoBetBodySchema } from '../../../../games/plinko/bet';
import { PLINKO_RISKS, type PlinkoRisk } from '../../../../games/plinko/core/limits';
import { plinkoTableE4 } from '../../../../games/plinko/core/tables';
import type { Hundredths } from '../../../shared/money';
import type { Pace } from '../../../../games/pace';
import { plinkoClient } from '../../../../games/plinko/client';
import type { SettledBet } from '../../features/auto-bet/auto-bet-runner';
import { useAutoBet } from '../../features/auto-bet/use-auto-bet';
import { useLeaveGuard } from '../../features/leave-guard/use-leave-guard';
import { leaveReason } from '../../features/leave-guard/leave-reasons';
import { useBetAmountForm } from '../../features/instant-games/bet-amount-form';
import { showBetError } from '../../features/instant-games/bet-errors';
import { useGamePause } from '../../features/games/game-pause';
import { BetPanel } from '../../features/instant-games/BetPanel';
import { betPace } from '../../features/instant-games/bet-pace';
import { formatMultiplierX, fromE4 } from '../../features/instant-games/format';
import { GamePageFrame } from '../../features/instant-games/GamePageFrame';
import { GameResult, type RevealedText } from '../../features/instant-games/GameResult';
import { GameStage } from '../../features/instant-games/GameStage';
import { instantGamesApi, type BetAnswer } from '../../features/instant-games/instant-games-api';
import { PaceSelector } from '../../features/instant-games/PaceSelector';
import { betSettlement, sendHeldBet } from '../../features/instant-games/settle-bet';
import { showLandedBet } from '../../features/instant-games/show-landed-bet';
import { useGameScene } from '../../features/instant-games/use-game-scene';
import { PlinkoControls } from './plinko/PlinkoControls';
import './plinko/plinko.css';

/** Longest a ball waits for the scene before its result shows anyway. */
const REVEAL_LIMIT_MS = 12_000;

/** /plinko: every press drops a ball (its own request); rows and risk lock while balls fly. */
export default function PlinkoPage() {
  const driver = useGameScene();
  const pause = useGamePause(plinkoClient.lobby.location);
  const amount = useBetAmountForm();
  const [rows, setRows] = useState(16);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [result, setResult] = useState<RevealedText | null>(null);
  // A counter in a ref: the page re-renders only when the board locks or unlocks.
  const flying = useRef(0);
  const [locked, setLocked] = useState(false);

  const multipliers = useMemo(() => plinkoTableE4(rows, risk).map(fromE4), [rows, risk]);
  useEffect(() => driver.show('plinko:board', { rows, multipliers }), [driver, rows, multipliers]);

  /** Sends one ball and resolves once settled; `landed` resolves when it has landed on screen. */
  const settleDrop = useCallback(
    async (stake: Hundredths, pace: Pace): Promise<SettledBet> => {
      const body = plinkoBetBodySchema.safeParse({ amount: stake, rows, risk });
      if (!body.success) throw new Error(body.error.issues[0]?.message);
      flying.current += 1;
      setLocked(true);
      const unlock = () => {
        flying.current -= 1;
        setLocked(flying.current > 0);
      };
      let bet: BetAnswer<'plinko'>['bet'];
      try {
        ({ bet } = await sendHeldBet(
          stake,
          () => instantGamesApi.bet('plinko', { ...body.data, pace }),
          betSettlement,
        ));
      } catch (error) {
        unlock();
        throw error;
      }
      const landed = (async () => {
        const { path, bucket } = bet.outcome;
        await driver.play('plinko:drop', { id: bet.id, path, bucket, pace }, REVEAL_LIMIT_MS);
        showLandedBet(
          'plinko',
          bet,
          {
            line: (net) => `Ball landed · ${net}`,
            // The chip names the bucket as the board prints it ("0.2x").
            label: formatMultiplierX(bet.multiplier, 1),
            liveStat: true,
          },
          setResult,
        );
        unlock();
      })();
      return { stake: bet.amount, payout: bet.payout, landed };
    },
    [driver, rows, risk],
  );

  const drop = useCallback(
    (stake: Hundredths) => {
      // One pace for the server's hold and the ball's fall.
      settleDrop(stake, betPace('plinko')).catch((error: unknown) => showBetError(error));
    },
    [settleDrop],
  );

  const auto = useAutoBet({
    game: 'plinko',
    title: 'Plinko',
    place: (stake) => settleDrop(stake, betPace('plinko', { auto: true })),
  });
  const running = auto.status !== 'idle';
  useLeaveGuard(leaveReason({ autoBetRunning: running }));

  return (
    <GamePageFrame
      game="plinko"
      title="Plinko"
      accent="--rarity-industrial"
      stage={
        <>
          <GameStage scene="plinko" driver={driver} label="Plinko board" />
          <GameResult result={result} idle="Drop a ball: press as often as you like." />
        </>
      }
      panel={
        <BetPanel
          amount={amount}
          onBet={drop}
          betLabel="Drop ball"
          label="Plinko bet"
          pause={pause}
          auto={auto}
          controls={
            <>
              <PlinkoControls
                rows={rows}
                risk={risk}
                risks={PLINKO_RISKS}
                locked={locked || running}
                onRows={setRows}
                onRisk={setRisk}
              />
              <PaceSelector game="plinko" />
            </>
          }
        />
      }
    />
  );
}
