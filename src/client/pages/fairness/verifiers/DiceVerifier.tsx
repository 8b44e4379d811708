import { useState } from 'react';
import type { z } from 'zod';
import { commitmentCheck, verifyDice } from '../../../features/fairness/verify';
import { diceVerifierSchema } from '../../../features/fairness/verifier-schema';
import {
  formatChance,
  formatMultiplierX,
  formatPoints,
  fromE4,
} from '../../../features/instant-games/format';
import { GameStage } from '../../../features/instant-games/GameStage';
import { useGameScene } from '../../../features/instant-games/use-game-scene';
import { amountLabel } from '../../../ui/amount';
import { Button } from '../../../ui/Button';
import { SeedFields } from './SeedFields';
import { useVerifierForm } from './use-verifier-form';
import { VerifierField } from './VerifierField';
import { VerifierOutput, type Verification } from './VerifierOutput';

let drawn = 0;

export default function DiceVerifier() {
  const driver = useGameScene();
  const [result, setResult] = useState<Verification | null>(null);
  const { form, verify } = useVerifierForm(
    diceVerifierSchema,
    (values: z.output<typeof diceVerifierSchema>) => {
      const seeds = {
        serverSeed: values.serverSeed,
        clientSeed: values.clientSeed,
        nonce: values.nonce,
      };
      const dice = verifyDice(seeds, values.amount, values.target, values.direction);
      setResult({
        hashMatches: commitmentCheck(values.serverSeed, values.serverSeedHash),
        summary: `Roll ${formatPoints(dice.roll)}: ${dice.win ? 'a win' : 'a loss'} rolling ${values.direction} ${formatPoints(values.target)}.`,
        details: [
          `Win chance ${formatChance(dice.chance)}, multiplier ${formatMultiplierX(fromE4(dice.multiplierE4), 4)}`,
          `Payout on ${amountLabel(values.amount)}: ${amountLabel(dice.payout)}`,
        ],
      });
      driver.show('dice:preview', { target: values.target, direction: values.direction });
      void driver.play(
        'dice:roll',
        {
          id: `verify-${++drawn}`,
          roll: dice.roll,
          target: values.target,
          direction: values.direction,
          win: dice.win,
        },
        6_000,
      );
    },
  );
  const errors = form.formState.errors;

  return (
    <>
      <form className="verifier__form" onSubmit={verify} noValidate aria-label="Dice verifier">
        <SeedFields form={form} />
        <VerifierField
          label="Target"
          inputMode="decimal"
          error={errors.target?.message}
          {...form.register('target')}
        />
        <div className="verifier__field">
          <label className="bet-panel__label" htmlFor="verify-direction">
            Direction
          </label>
          <select id="verify-direction" className="game-select" {...form.register('direction')}>
            <option value="over">Roll over</option>
            <option value="under">Roll under</option>
          </select>
        </div>
        <Button type="submit" variant="primary" size="lg" className="verifier__submit">
          Verify
        </Button>
      </form>
      <VerifierOutput
        result={result}
        stage={<GameStage scene="dice" driver={driver} label="Dice roll track" />}
      />
    </>
  );
}
