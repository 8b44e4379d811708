import { useEffect, useState } from 'react';
import { diceBetBodySchema } from '../bet';
import { diceClient } from '../client';
import { BetPanel } from '../../../src/client/features/instant-games/BetPanel';
import { formatPoints } from '../../../src/client/features/instant-games/format';
import { GamePageFrame } from '../../../src/client/features/instant-games/GamePageFrame';
import { GameResult } from '../../../src/client/features/instant-games/GameResult';
import { GameStage } from '../../../src/client/features/instant-games/GameStage';
import { PaceSelector } from '../../../src/client/features/instant-games/PaceSelector';
import { useInstantBet } from '../../../src/client/features/instant-games/use-instant-bet';
import { DEFAULT_DICE_CHOICE, type DiceChoice } from './dice-choice';
import { DiceControls } from './DiceControls';
import './dice.css';

/** Longest a roll waits for the scene before the result shows anyway. */
const REVEAL_LIMIT_MS = 6_000;

/** /dice: pick a target and over/under, roll; the scene shows the roll, then the result. */
export default function DicePage() {
  const [choice, setChoice] = useState<DiceChoice>(DEFAULT_DICE_CHOICE);
  const {
    driver,
    pause,
    amount,
    result,
    busy: rolling,
    auto,
    running,
    onBet,
  } = useInstantBet({
    client: diceClient,
    schema: diceBetBodySchema,
    body: (stake) => ({ amount: stake, ...choice }),
    play: (scene, bet, pace) => {
      const { roll, target, direction, win } = bet.outcome;
      return scene.play(
        'dice:roll',
        { id: bet.id, roll, target, direction, win, pace },
        REVEAL_LIMIT_MS,
      );
    },
    words: (bet) => ({
      line: (net) => `Roll ${formatPoints(bet.outcome.roll)} · ${net}`,
      label: formatPoints(bet.outcome.roll),
      liveStat: true,
    }),
  });

  useEffect(() => driver.show('dice:preview', choice), [driver, choice]);

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
          onBet={onBet}
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
