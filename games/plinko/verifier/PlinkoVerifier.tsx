import {
  PLINKO_RISKS,
  PLINKO_ROWS_MAX,
  PLINKO_ROWS_MIN,
} from '../../../src/shared/contract/instantGames';
import { plinkoVerifierFields, plinkoVerifierSchema, verifyPlinko } from './check';
import { formatMultiplierX, fromE4 } from '../../../src/client/features/instant-games/format';
import { GameStage } from '../../../src/client/features/instant-games/GameStage';
import { amountLabel } from '../../../src/client/ui/amount';
import { useVerifier } from '../../../src/client/pages/fairness/verifiers/use-verifier';
import { VerifierForm } from '../../../src/client/pages/fairness/verifiers/VerifierForm';
import { VerifierSelect } from '../../../src/client/pages/fairness/verifiers/VerifierSelect';

const ROWS = Array.from(
  { length: PLINKO_ROWS_MAX - PLINKO_ROWS_MIN + 1 },
  (_, i) => PLINKO_ROWS_MIN + i,
);
let drawn = 0;

export default function PlinkoVerifier() {
  const { driver, form, verify, result } = useVerifier(
    plinkoVerifierSchema,
    (values, seeds, scene) => {
      const plinko = verifyPlinko(seeds, values.amount, values.rows, values.risk);
      scene.show('plinko:board', { rows: values.rows, multipliers: plinko.tableE4.map(fromE4) });
      void scene.play(
        'plinko:drop',
        { id: `verify-${++drawn}`, path: plinko.path, bucket: plinko.bucket },
        12_000,
      );
      return {
        summary: `Bucket ${plinko.bucket}: ${formatMultiplierX(fromE4(plinko.multiplierE4), 1)} on ${values.rows} rows, ${values.risk} risk.`,
        details: [
          `Path: ${plinko.path.map((step) => (step ? 'right' : 'left')).join(', ')}`,
          `Payout on ${amountLabel(values.amount)}: ${amountLabel(plinko.payout)}`,
        ],
      };
    },
    plinkoVerifierFields,
  );

  return (
    <VerifierForm
      label="Plinko verifier"
      form={form}
      verify={verify}
      result={result}
      stage={<GameStage scene="plinko" driver={driver} label="Plinko board" />}
    >
      <VerifierSelect id="verify-rows" label="Rows" options={ROWS} {...form.register('rows')} />
      <VerifierSelect
        id="verify-risk"
        label="Risk"
        options={PLINKO_RISKS}
        {...form.register('risk')}
      />
    </VerifierForm>
  );
}
