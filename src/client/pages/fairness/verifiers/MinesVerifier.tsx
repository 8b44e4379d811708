import { useState } from 'react';
import type { z } from 'zod';
import { MINES_MAX, MINES_MIN } from '../../../../shared/contract/instantGames';
import { commitmentCheck, verifyMines } from '../../../features/fairness/verify';
import { minesVerifierSchema } from '../../../features/fairness/verifier-schema';
import { formatMultiplierX, fromE4 } from '../../../features/instant-games/format';
import { GameStage } from '../../../features/instant-games/GameStage';
import { useGameScene } from '../../../features/instant-games/use-game-scene';
import { Button } from '../../../ui/Button';
import { minesBoardStyle } from '../../games/mines/board-layout';
import { tilePosition } from '../../games/mines/grid-nav';
import { SeedFields } from './SeedFields';
import { useVerifierForm } from './use-verifier-form';
import { VerifierOutput, type Verification } from './VerifierOutput';

const COUNTS = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => MINES_MIN + i);

export default function MinesVerifier() {
  const driver = useGameScene();
  const [result, setResult] = useState<Verification | null>(null);
  const { form, verify } = useVerifierForm(
    minesVerifierSchema,
    (values: z.output<typeof minesVerifierSchema>) => {
      const seeds = {
        serverSeed: values.serverSeed,
        clientSeed: values.clientSeed,
        nonce: values.nonce,
      };
      const { mines, firstPickE4 } = verifyMines(seeds, values.mines);
      const sorted = [...mines].sort((a, b) => a - b);
      setResult({
        hashMatches: commitmentCheck(values.serverSeed, values.serverSeedHash),
        summary: `Mines at tiles ${sorted.join(', ')} (0 to 24, row by row from the top left).`,
        details: [
          sorted.map(tilePosition).join('; '),
          `First safe pick pays ${formatMultiplierX(fromE4(firstPickE4))}`,
        ],
      });
      driver.show('mines:board', { revealed: [], minePositions: sorted, state: 'cashed' });
    },
  );

  return (
    <>
      <form className="verifier__form" onSubmit={verify} noValidate aria-label="Mines verifier">
        <SeedFields form={form} />
        <div className="verifier__field">
          <label className="bet-panel__label" htmlFor="verify-mines">
            Mines
          </label>
          <select id="verify-mines" className="game-select" {...form.register('mines')}>
            {COUNTS.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="primary" size="lg" className="verifier__submit">
          Verify
        </Button>
      </form>
      <VerifierOutput
        result={result}
        stage={
          <div className="verifier__mines" style={minesBoardStyle}>
            <GameStage scene="mines" driver={driver} label="Mines board with the mines shown" />
          </div>
        }
      />
    </>
  );
}
