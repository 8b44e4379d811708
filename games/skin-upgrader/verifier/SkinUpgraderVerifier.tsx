import { formatUpgradeChance, playUpgrade } from '../core';
import { UPGRADE_DIRECTIONS } from '../core/limits';
import type { StakedSkin } from '../../../src/client/features/fairness/staked-skins';
import { skinUpgraderVerifierFields, skinUpgraderVerifierSchema } from './check';
import { formatMultiplierX, fromE4 } from '../../../src/client/features/instant-games/format';
import { GameStage } from '../../../src/client/features/instant-games/GameStage';
import { formatRoll } from '../page/upgrade-terms';
import '../page/skin-upgrader.css';
import { amountLabel } from '../../../src/client/ui/amount';
import { useVerifier } from '../../../src/client/pages/fairness/verifiers/use-verifier';
import { VerifierField } from '../../../src/client/pages/fairness/verifiers/VerifierField';
import { VerifierForm } from '../../../src/client/pages/fairness/verifiers/VerifierForm';
import { VerifierSelect } from '../../../src/client/pages/fairness/verifiers/VerifierSelect';

let drawn = 0;

/** The stake's parts when skins were staked: each skin's value, then the gems. */
function stakeLines(skins: readonly StakedSkin[], stake: number): string[] {
  if (skins.length === 0) return [];
  const value = skins.reduce((sum, skin) => sum + skin.price, 0);
  return [
    ...skins.map((skin) => `Staked skin: ${skin.name}, ${amountLabel(skin.price)}`),
    `Stake ${amountLabel(stake)}: skins ${amountLabel(value)} and ${amountLabel(stake - value)} in gems`,
  ];
}

/** /fairness/skin-upgrader: the roll from the seeds, the chance from the stake and price. */
export default function SkinUpgraderVerifier() {
  const { driver, form, verify, result } = useVerifier(
    skinUpgraderVerifierSchema,
    (values, seeds, scene) => {
      const upgrade = playUpgrade(seeds, values.amount, values.price, values.direction);
      const skin = values.item || 'the skin';
      scene.show('skin-upgrader:preview', { chance: upgrade.chance, direction: values.direction });
      void scene.play(
        'skin-upgrader:spin',
        {
          id: `verify-${++drawn}`,
          roll: upgrade.roll,
          chance: upgrade.chance,
          direction: values.direction,
          win: upgrade.win,
        },
        10_000,
      );
      return {
        summary: `Roll ${formatRoll(upgrade.roll)}: ${upgrade.win ? `upgraded to ${skin}` : `missed ${skin}`}, rolling ${values.direction} ${formatUpgradeChance(upgrade.chance, 4)}.`,
        details: [
          ...stakeLines(values.skins, upgrade.stake),
          `Roll ${upgrade.roll.toLocaleString('en-US')} of 4,294,967,296; chance ${upgrade.chance.toLocaleString('en-US')} of them (${formatUpgradeChance(upgrade.chance)})`,
          `Stake ${amountLabel(upgrade.stake)} for ${amountLabel(values.price)}: ${formatMultiplierX(fromE4(Math.floor((values.price * 10_000) / upgrade.stake)))}`,
          `Payout: ${amountLabel(upgrade.payout)}`,
        ],
      };
    },
    skinUpgraderVerifierFields,
  );

  return (
    <VerifierForm
      label="Skin Upgrader verifier"
      form={form}
      verify={verify}
      result={result}
      stage={<GameStage scene="skin-upgrader" driver={driver} label="Skin Upgrader gauge" />}
    >
      <VerifierField
        label="Skin price"
        inputMode="decimal"
        hint="The price the bet shows for its skin (gems)."
        error={form.formState.errors.price?.message}
        {...form.register('price')}
      />
      <VerifierField
        label="Skin (optional)"
        error={form.formState.errors.item?.message}
        {...form.register('item')}
      />
      <VerifierField
        label="Staked skins (optional)"
        hint="Each skin the bet staked and its value, separated by semicolons: AK-47 | Redline 30.00."
        error={form.formState.errors.skins?.message}
        {...form.register('skins')}
      />
      <VerifierSelect
        id="verify-upgrade-direction"
        label="Direction"
        options={UPGRADE_DIRECTIONS}
        optionLabel={(direction) => `Roll ${direction}`}
        {...form.register('direction')}
      />
    </VerifierForm>
  );
}
