import { useEffect, useMemo, useState } from 'react';
// The game's own modules, not the contract or the core's index: the page loads the bet's
// rules and the tables, not the fair stream that settles a bet.
import { plinkoBetBodySchema } from '../bet';
import { PLINKO_RISKS, type PlinkoRisk } from '../core/limits';
import { plinkoTableE4 } from '../core/tables';
import { plinkoClient } from '../client';
import { BetPanel } from '../../../src/client/features/instant-games/BetPanel';
import { formatMultiplierX, fromE4 } from '../../../src/client/features/instant-games/format';
import { GamePageFrame } from '../../../src/client/features/instant-games/GamePageFrame';
import { GameResult } from '../../../src/client/features/instant-games/GameResult';
import { GameStage } from '../../../src/client/features/instant-games/GameStage';
import { PaceSelector } from '../../../src/client/features/instant-games/PaceSelector';
import { useInstantBet } from '../../../src/client/features/instant-games/use-instant-bet';
import { PlinkoControls } from './PlinkoControls';
import './plinko.css';

/** Longest a ball waits for the scene before its result shows anyway. */
const REVEAL_LIMIT_MS = 12_000;

/** /plinko: every press drops a ball (its own request); rows and risk lock while balls fly. */
export default function PlinkoPage() {
  const [rows, setRows] = useState(16);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const { driver, pause, amount, result, busy, auto, running, onBet } = useInstantBet({
    client: plinkoClient,
    schema: plinkoBetBodySchema,
    body: (stake) => ({ amount: stake, rows, risk }),
    play: (scene, bet, pace) => {
      const { path, bucket } = bet.outcome;
      return scene.play('plinko:drop', { id: bet.id, path, bucket, pace }, REVEAL_LIMIT_MS);
    },
    words: (bet) => ({
      line: (net) => `Ball landed · ${net}`,
      // The chip names the bucket as the board prints it ("0.2x").
      label: formatMultiplierX(bet.multiplier, 1),
      liveStat: true,
    }),
    overlap: true,
  });

  const multipliers = useMemo(() => plinkoTableE4(rows, risk).map(fromE4), [rows, risk]);
  useEffect(() => driver.show('plinko:board', { rows, multipliers }), [driver, rows, multipliers]);

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
          onBet={onBet}
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
                locked={busy || running}
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
