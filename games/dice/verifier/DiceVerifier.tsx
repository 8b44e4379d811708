import { playDice } from '../core';
import { diceVerifierFields, diceVerifierSchema } from './check';
import {
  formatChance,
  formatMultiplierX,
  formatPoints,
  fromE4,
} from '../../../src/client/features/instant-games/format';
import { GameStage } from '../../../src/client/features/instant-games/GameStage';
import { amountLabel } from '../../../src/client/ui/amount';
import { useVerifier } from '../../../src/client/pages/fairness/verifiers/use-verifier';
import { VerifierField } from '../../../src/client/pages/fairness/verifiers/VerifierField';
import { VerifierForm } from '../../../src/client/pages/fairness/verifiers/VerifierForm';
import { VerifierSelect } from '../../../src/client/pages/fairness/verifiers/VerifierSelect';

const DIRECTIONS = ['over', 'under'] as const;
let drawn = 0;

export default function DiceVerifier() {
  const { driver, form, verify, result } = useVerifier(
    diceVerifierSchema,
    (values, seeds, scene) => {
      const dice = playDice(seeds, values.amount, values.target, values.direction);
      scene.show('dice:preview', { target: values.target, direction: values.direction });
      void scene.play(
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
      return {
        summary: `Roll ${formatPoints(dice.roll)}: ${dice.win ? 'a win' : 'a loss'} rolling ${values.direction} ${formatPoints(values.target)}.`,
        details: [
          `Win chance ${formatChance(dice.chance)}, multiplier ${formatMultiplierX(fromE4(dice.multiplierE4), 4)}`,
          `Payout on ${amountLabel(values.amount)}: ${amountLabel(dice.payout)}`,
        ],
      };
    },
    diceVerifierFields,
  );

  return (
    <VerifierForm
      label="Dice verifier"
      form={form}
      verify={verify}
      result={result}
      stage={<GameStage scene="dice" driver={driver} label="Dice roll track" />}
    >
      <VerifierField
        label="Target"
        inputMode="decimal"
        error={form.formState.errors.target?.message}
        {...form.register('target')}
      />
      <VerifierSelect
        id="verify-direction"
        label="Direction"
        options={DIRECTIONS}
        optionLabel={(direction) => `Roll ${direction}`}
        {...form.register('direction')}
      />
    </VerifierForm>
  );
}
