import { useCallback, useEffect, useState } from 'react';
import { diceBetBodySchema } from '../../../../games/dice/bet';
import type { Hundredths } from '../../../shared/money';
import type { Pace } from '../../../../games/pace';
import { diceClient } from '../../../../games/dice/client';
import type { SettledBet } from '../../features/auto-bet/auto-bet-runner';
import { useAutoBet } from '../../features/auto-bet/use-auto-bet';
import { useLeaveGuard } from '../../features/leave-guard/use-leave-guard';
import { leaveReason } from '../../features/leave-guard/leave-reasons';
import { useBetAmountForm } from '../../features/instant-games/bet-amount-form';
import { showBetError } from '../../features/instant-games/bet-errors';
import { useGamePause } from '../../features/games/game-pause';
import { BetPanel } from '../../features/instant-games/BetPanel';
import { betPace } from '../../features/instant-games/bet-pace';
import { formatPoints } from '../../features/instant-games/format';
import { GamePageFrame } from '../../features/instant-games/GamePageFrame';
import { GameResult, type RevealedText } from '../../features/instant-games/GameResult';
import { GameStage } from '../../features/instant-games/GameStage';
import { instantGamesApi } from '../../features/instant-games/instant-games-api';
import { PaceSelector } from '../../features/instant-games/PaceSelector';
import { betSettlement, sendHeldBet } from '../../features/instant-games/settle-bet';
import { showLandedBet } from '../../features/instant-games/show-landed-bet';
import { useGameScene } from '../../features/instant-games/use-game-scene';
import { DEFAULT_DICE_CHOICE, type DiceChoice } from './dice/dice-choice';
import { DiceControls } from './dice/DiceControls';
import './dice/dice.css';

/** Longest a roll waits for the scene before the result shows anyway. */
const REVEAL_LIMIT_MS = 6_000;

/** /dice: pick a target and over/under, roll; the scene shows the roll, then the result. */
export default function DicePage() {
  const driver = useGameScene();
  const pause = useGamePause(diceClient.lobby.location);
  const amount = useBetAmountForm();
  const [choice, setChoice] = useState<DiceChoice>(DEFAULT_DICE_CHOICE);
  const [rolling, setRolling] = useState(false);
  const [result, setResult] = useState<RevealedText | null>(null);

  useEffect(() => driver.show('dice:preview', choice), [driver, choice]);

  /** Sends one roll and resolves once settled; `landed` resolves when the scene showed it. */
  const settleRoll = useCallback(
    async (stake: Hundredths, pace: Pace): Promise<SettledBet> => {
      // The shared contract checks the bet as the server will.
      const body = diceBetBodySchema.safeParse({ amount: stake, ...choice });
      if (!body.success) throw new Error(body.error.issues[0]?.message);
      const { bet } = await sendHeldBet(
        stake,
        () => instantGamesApi.bet('dice', { ...body.data, pace }),
        betSettlement,
      );
      const landed = (async () => {
        const { roll: rolled, target, direction, win } = bet.outcome;
        await driver.play(
          'dice:roll',
          { id: bet.id, roll: rolled, target, direction, win, pace },
          REVEAL_LIMIT_MS,
        );
        showLandedBet(
          'dice',
          bet,
          {
            line: (net) => `Roll ${formatPoints(rolled)} · ${net}`,
            label: formatPoints(rolled),
            liveStat: true,
          },
          setResult,
        );
      })();
      return { stake: bet.amount, payout: bet.payout, landed };
    },
    [choice, driver],
  );

  const roll = useCallback(
    async (stake: Hundredths) => {
      setRolling(true);
      try {
        // One pace for the server's hold and the scene's roll.
        await (
          await settleRoll(stake, betPace('dice'))
        ).landed;
      } catch (error) {
        showBetError(error);
      } finally {
        setRolling(false);
      }
    },
    [settleRoll],
  );

  const auto = useAutoBet({
    game: 'dice',
    title: 'Dice',
    place: (stake) => settleRoll(stake, betPace('dice', { auto: true })),
  });
  const running = auto.status !== 'idle';
  useLeaveGuard(leaveReason({ autoBetRunning: running }));

  return (
    <GamePageFrame
      game="dice"
      title="Dice"
      accent="--color-gem"
      stage={
        <>
          <GameStage scene="dice" driver={driver} label="Dice roll track" />
          <GameResult result={result} idle="Set your target and roll." />
        </>
      }
      panel={
        <BetPanel
          amount={amount}
          onBet={roll}
          betLabel="Roll"
          label="Dice bet"
          pause={pause}
          busy={rolling}
          auto={auto}
          controls={
            <>
              <DiceControls choice={choice} onChange={setChoice} disabled={rolling || running} />
              <PaceSelector game="dice" />
            </>
          }
        />
      }
    />
  );
}
