import { MINES_MAX, MINES_MIN } from '../core/limits';
import { minesVerifierFields, minesVerifierSchema, verifyMines } from './check';
import { formatMultiplierX, fromE4 } from '../../../src/client/features/instant-games/format';
import { GameStage } from '../../../src/client/features/instant-games/GameStage';
import { minesBoardStyle } from '../page/board-layout';
import { tilePosition } from '../page/grid-nav';
import { useVerifier } from '../../../src/client/pages/fairness/verifiers/use-verifier';
import { VerifierForm } from '../../../src/client/pages/fairness/verifiers/VerifierForm';
import { VerifierSelect } from '../../../src/client/pages/fairness/verifiers/VerifierSelect';

const COUNTS = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => MINES_MIN + i);

export default function MinesVerifier() {
  const { driver, form, verify, result } = useVerifier(
    minesVerifierSchema,
    (values, seeds, scene) => {
      const { mines, firstPickE4 } = verifyMines(seeds, values.mines);
      const sorted = [...mines].sort((a, b) => a - b);
      scene.show('mines:board', { revealed: [], minePositions: sorted, state: 'cashed' });
      return {
        summary: `Mines at tiles ${sorted.join(', ')} (0 to 24, row by row from the top left).`,
        details: [
          sorted.map(tilePosition).join('; '),
          `First safe pick pays ${formatMultiplierX(fromE4(firstPickE4))}`,
        ],
      };
    },
    minesVerifierFields,
  );

  return (
    <VerifierForm
      label="Mines verifier"
      form={form}
      verify={verify}
      result={result}
      stage={
        <div className="verifier__mines" style={minesBoardStyle}>
          <GameStage scene="mines" driver={driver} label="Mines board with the mines shown" />
        </div>
      }
    >
      <VerifierSelect
        id="verify-mines"
        label="Mines"
        options={COUNTS}
        {...form.register('mines')}
      />
    </VerifierForm>
  );
}
