import { useCallback, useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { skinUpgraderBetBodySchema } from '../bet';
import type { Hundredths } from '../../../src/shared/money';
import { REVEAL_SLACK_MS } from '../../pace';
import { skinUpgraderClient } from '../client';
import {
  formatGemsInput,
  parseGemsInput,
} from '../../../src/client/features/instant-games/bet-amount';
import { useBetAmountForm } from '../../../src/client/features/instant-games/bet-amount-form';
import { BetRefused, showBetError } from '../../../src/client/features/instant-games/bet-errors';
import { useGamePause } from '../../../src/client/features/games/game-pause';
import { BetPanel } from '../../../src/client/features/instant-games/BetPanel';
import { betPace } from '../../../src/client/features/instant-games/bet-pace';
import { GamePageFrame } from '../../../src/client/features/instant-games/GamePageFrame';
import {
  GameResult,
  type RevealedText,
} from '../../../src/client/features/instant-games/GameResult';
import { GameStage } from '../../../src/client/features/instant-games/GameStage';
import { instantGamesApi } from '../../../src/client/features/instant-games/instant-games-api';
import { PaceSelector } from '../../../src/client/features/instant-games/PaceSelector';
import { betSettlement, sendHeldBet } from '../../../src/client/features/instant-games/settle-bet';
import { showLandedBet } from '../../../src/client/features/instant-games/show-landed-bet';
import { useGameScene } from '../../../src/client/features/instant-games/use-game-scene';
import { gaugeLabel } from './gauge-label';
import { TARGET_SEARCH_ID, TargetPicker } from './TargetPicker';
import { formatRoll, upgradeTerms, type UpgradeTarget } from './upgrade-terms';
import { type Direction, SkinUpgraderControls } from './SkinUpgraderControls';
import { pickedSkins, toggleStakeSkin } from './stake-skins';
import { skinUpgraderAmountFormSchema } from './stake-amount-form';
import { StakeSkins, type WinAs } from './StakeSkins';
import { useStakeSkins } from './use-stake-skins';
import './skin-upgrader.css';

/** Longest a spin waits for the scene before the result shows anyway. */
const REVEAL_LIMIT_MS = 10_000;
const KIND = 'skin-upgrader';

/**
 * /skin-upgrader: stake gems, skins of the inventory or both for a chance at a pricier skin; the
 * needle lands on the server's roll.
 */
export default function SkinUpgraderPage() {
  const driver = useGameScene();
  const pause = useGamePause(skinUpgraderClient.lobby.location);
  const amount = useBetAmountForm(skinUpgraderAmountFormSchema);
  const amountText = useWatch({ control: amount.form.control, name: 'amount' });
  const offered = parseGemsInput(amountText ?? '');
  const [target, setTarget] = useState<UpgradeTarget | null>(null);
  const [direction, setDirection] = useState<Direction>('under');
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<RevealedText | null>(null);
  const [label, setLabel] = useState(gaugeLabel(null));
  const stakeSkins = useStakeSkins();
  const [picked, setPicked] = useState<string[]>([]);
  const [winAs, setWinAs] = useState<WinAs>('gems');
  const staked = pickedSkins(stakeSkins.skins, picked);
  const skinValues = staked.map((skin) => skin.value);
  const skinsValue = skinValues.reduce((sum, value) => sum + value, 0);
  const terms = upgradeTerms(offered, target, skinValues);
  const chance = terms.state === 'ready' ? terms.quote.chance : null;

  useEffect(
    () => driver.show('skin-upgrader:preview', { chance, direction }),
    [driver, chance, direction],
  );
  // Where the scene says its needle stopped, for screen readers (the canvas's label).
  useEffect(() => {
    const onLanded = (landed: { needle: number; inside: boolean }) => setLabel(gaugeLabel(landed));
    driver.bus.on('skin-upgrader:landed', onLanded);
    return () => driver.bus.off('skin-upgrader:landed', onLanded);
  }, [driver]);

  const setStake = useCallback(
    (stake: Hundredths) =>
      amount.form.setValue('amount', formatGemsInput(stake), {
        shouldValidate: true,
        shouldDirty: true,
      }),
    [amount.form],
  );

  const play = useCallback(
    async (gems: Hundredths) => {
      const view = upgradeTerms(gems, target, skinValues);
      if (view.state !== 'ready' || !target) {
        showBetError(new BetRefused(view.state === 'ready' ? 'Pick a skin first' : view.message));
        return;
      }
      // The gems the terms settle on (lowered to the 75% ceiling if need be): the server
      // prices the skins and the target itself and would lower them the same way.
      const body = skinUpgraderBetBodySchema.safeParse({
        amount: view.quote.gems,
        target: target.id,
        direction,
        ...(staked.length > 0 ? { items: staked.map((skin) => skin.id) } : {}),
        ...(winAs === 'skin' ? { winAs } : {}),
      });
      if (!body.success) {
        showBetError(new BetRefused(body.error.issues[0]?.message));
        return;
      }
      setSpinning(true);
      const pace = betPace(KIND);
      try {
        const { bet } = await sendHeldBet(
          body.data.amount,
          () => instantGamesApi.bet('skin-upgrader', { ...body.data, pace }),
          // A win kept as a skin pays no gems: nothing to hold.
          (answer) => {
            const settlement = betSettlement(answer);
            return answer.bet.outcome.winAs === 'skin' ? { ...settlement, payout: 0 } : settlement;
          },
        );
        // The staked skins are gone whatever the roll: no longer offered.
        setPicked([]);
        const { roll, chance: settledChance, direction: settledDirection, win } = bet.outcome;
        await driver.play(
          'skin-upgrader:spin',
          { id: bet.id, roll, chance: settledChance, direction: settledDirection, win, pace },
          REVEAL_LIMIT_MS,
        );
        const kept = win && bet.outcome.winAs === 'skin';
        const { name } = bet.outcome.target;
        showLandedBet(
          KIND,
          bet,
          {
            line: (net) =>
              kept
                ? `Upgraded at ${formatRoll(roll)} · ${name} is in your inventory`
                : `${win ? 'Upgraded' : 'Missed'} at ${formatRoll(roll)} · ${net}`,
            label: formatRoll(roll).slice(0, -2),
            description: (line) => `${name}: ${line}`,
          },
          setResult,
        );
        // A won skin is listed once its reveal slack has passed after the needle lands.
        if (kept) stakeSkins.reloadAfter(REVEAL_SLACK_MS + 100);
      } catch (error) {
        showBetError(error);
      } finally {
        setSpinning(false);
        // After the needle lands: the inventory as the bet left it.
        void stakeSkins.reload();
      }
    },
    [target, direction, driver, skinValues, staked, winAs, stakeSkins],
  );

  return (
    <GamePageFrame
      game={KIND}
      title="Skin Upgrader"
      accent="--color-brand"
      stage={
        <>
          <GameStage scene={KIND} driver={driver} label={label} />
          <GameResult result={result} idle="Pick a skin, set your stake and upgrade." />
        </>
      }
      panel={
        <BetPanel
          amount={amount}
          onBet={play}
          betLabel="Upgrade"
          label="Skin Upgrader bet"
          pause={pause}
          busy={spinning}
          controls={
            <>
              <SkinUpgraderControls
                target={target}
                terms={terms}
                direction={direction}
                onDirection={setDirection}
                onStake={setStake}
                onChoose={() => document.getElementById(TARGET_SEARCH_ID)?.focus()}
                disabled={spinning}
              />
              {stakeSkins.signedIn && (
                <StakeSkins
                  skins={stakeSkins.skins}
                  error={stakeSkins.error}
                  picked={picked}
                  onToggle={(id) => setPicked((now) => toggleStakeSkin(now, id))}
                  winAs={winAs}
                  onWinAs={setWinAs}
                  disabled={spinning}
                />
              )}
              <PaceSelector game={KIND} />
            </>
          }
        />
      }
      below={
        <TargetPicker
          target={target}
          onPick={setTarget}
          amount={(offered ?? 0) + skinsValue || null}
          disabled={spinning}
        />
      }
    />
  );
}
