import { useState } from 'react';
import type { z } from 'zod';
import {
  PLINKO_RISKS,
  PLINKO_ROWS_MAX,
  PLINKO_ROWS_MIN,
} from '../../../../shared/contract/instantGames';
import { commitmentCheck, verifyPlinko } from '../../../features/fairness/verify';
import { plinkoVerifierSchema } from '../../../features/fairness/verifier-schema';
import { formatMultiplierX, fromE4 } from '../../../features/instant-games/format';
import { GameStage } from '../../../features/instant-games/GameStage';
import { useGameScene } from '../../../features/instant-games/use-game-scene';
import { amountLabel } from '../../../ui/amount';
import { Button } from '../../../ui/Button';
import { SeedFields } from './SeedFields';
import { useVerifierForm } from './use-verifier-form';
import { VerifierOutput, type Verification } from './VerifierOutput';

const ROWS = Array.from(
  { length: PLINKO_ROWS_MAX - PLINKO_ROWS_MIN + 1 },
  (_, i) => PLINKO_ROWS_MIN + i,
);
let drawn = 0;

export default function PlinkoVerifier() {
  const driver = useGameScene();
  const [result, setResult] = useState<Verification | null>(null);
  const { form, verify } = useVerifierForm(
    plinkoVerifierSchema,
    (values: z.output<typeof plinkoVerifierSchema>) => {
      const seeds = {
        serverSeed: values.serverSeed,
        clientSeed: values.clientSeed,
        nonce: values.nonce,
      };
      const plinko = verifyPlinko(seeds, values.amount, values.rows, values.risk);
      setResult({
        hashMatches: commitmentCheck(values.serverSeed, values.serverSeedHash),
        summary: `Bucket ${plinko.bucket}: ${formatMultiplierX(fromE4(plinko.multiplierE4), 1)} on ${values.rows} rows, ${values.risk} risk.`,
        details: [
          `Path: ${plinko.path.map((step) => (step ? 'right' : 'left')).join(', ')}`,
          `Payout on ${amountLabel(values.amount)}: ${amountLabel(plinko.payout)}`,
        ],
      });
      driver.show('plinko:board', { rows: values.rows, multipliers: plinko.tableE4.map(fromE4) });
      void driver.play(
        'plinko:drop',
        { id: `verify-${++drawn}`, path: plinko.path, bucket: plinko.bucket },
        12_000,
      );
    },
  );

  return (
    <>
      <form className="verifier__form" onSubmit={verify} noValidate aria-label="Plinko verifier">
        <SeedFields form={form} />
        <div className="verifier__field">
          <label className="bet-panel__label" htmlFor="verify-rows">
            Rows
          </label>
          <select id="verify-rows" className="game-select" {...form.register('rows')}>
            {ROWS.map((rows) => (
              <option key={rows} value={rows}>
                {rows}
              </option>
            ))}
          </select>
        </div>
        <div className="verifier__field">
          <label className="bet-panel__label" htmlFor="verify-risk">
            Risk
          </label>
          <select id="verify-risk" className="game-select" {...form.register('risk')}>
            {PLINKO_RISKS.map((risk) => (
              <option key={risk} value={risk}>
                {risk}
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
        stage={<GameStage scene="plinko" driver={driver} label="Plinko board" />}
      />
    </>
  );
}
