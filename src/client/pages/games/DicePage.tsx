import { flushSync } from 'react-dom';
import { useCallback, useEffect, useState } from 'react';
import { diceBetBodySchema } from '../../../shared/contract/instantGames';
import type { Hundredths } from '../../../shared/money';
import { useBetAmountForm } from '../../features/instant-games/bet-amount-form';
import { showBetError } from '../../features/instant-games/bet-errors';
import { BetPanel } from '../../features/instant-games/BetPanel';
import { betPace } from '../../features/instant-games/bet-pace';
import { betResultWords, formatPoints } from '../../features/instant-games/format';
import { GamePageFrame } from '../../features/instant-games/GamePageFrame';
import { GameResult, type RevealedText } from '../../features/instant-games/GameResult';
import { GameStage } from '../../features/instant-games/GameStage';
import { instantGamesApi } from '../../features/instant-games/instant-games-api';
import { PaceSelector } from '../../features/instant-games/PaceSelector';
import { revealSettledBet } from '../../features/instant-games/reveal';
import { betSettlement, sendHeldBet } from '../../features/instant-games/settle-bet';
import { useGameScene } from '../../features/instant-games/use-game-scene';
import { DEFAULT_DICE_CHOICE, type DiceChoice } from './dice/dice-choice';
import { DiceControls } from './dice/DiceControls';
import './dice/dice.css';

/** Longest a roll waits for the scene before the result shows anyway. */
const REVEAL_LIMIT_MS = 6_000;

/** /dice: pick a target and over/under, roll; the scene shows the roll, then the result. */
export default function DicePage() {
  const driver = useGameScene();
  const amount = useBetAmountForm();
  const [choice, setChoice] = useState<DiceChoice>(DEFAULT_DICE_CHOICE);
  const [rolling, setRolling] = useState(false);
  const [result, setResult] = useState<RevealedText | null>(null);

  useEffect(() => driver.show('dice:preview', choice), [driver, choice]);

  const roll = useCallback(
    async (stake: Hundredths) => {
      // The shared contract checks the bet as the server will.
      const body = diceBetBodySchema.safeParse({ amount: stake, ...choice });
      if (!body.success) {
        showBetError(new Error(body.error.issues[0]?.message));
        return;
      }
      setRolling(true);
      // One pace for the server's hold and the scene's roll.
      const pace = betPace('dice');
      try {
        const { bet } = await sendHeldBet(
          stake,
          () => instantGamesApi.diceBet({ ...body.data, pace }),
          betSettlement,
        );
        const { roll: rolled, target, direction, win } = bet.outcome;
        await driver.play(
          'dice:roll',
          { id: bet.id, roll: rolled, target, direction, win, pace },
          REVEAL_LIMIT_MS,
        );
        const words = betResultWords(bet.amount, bet.payout, bet.multiplier);
        const text = `Roll ${formatPoints(rolled)} · ${words.text}`;
        // The result commits first, then the balance: the win never shows ahead of it.
        flushSync(() => setResult({ text, tone: words.tone }));
        revealSettledBet('dice', bet.id, {
          id: bet.id,
          label: formatPoints(rolled),
          tone: words.tone,
          description: text,
        });
      } catch (error) {
        showBetError(error);
      } finally {
        setRolling(false);
      }
    },
    [choice, driver],
  );

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
          busy={rolling}
          controls={
            <>
              <DiceControls choice={choice} onChange={setChoice} disabled={rolling} />
              <PaceSelector game="dice" />
            </>
          }
        />
      }
    />
  );
}
