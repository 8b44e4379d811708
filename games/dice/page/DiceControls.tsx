import type { CSSProperties, KeyboardEvent } from 'react';
import { DICE_DIRECTIONS_LABEL, type DiceDirection } from './dice-labels';
import {
  clampTarget,
  diceTexts,
  flipDirection,
  parseChance,
  parseMultiplier,
  parseTarget,
  targetBounds,
  type DiceChoice,
  type Parsed,
} from './dice-choice';
import { Segmented } from '../../../src/client/features/instant-games/Segmented';
import { SyncedField } from './SyncedField';

interface DiceControlsProps {
  choice: DiceChoice;
  onChange: (choice: DiceChoice) => void;
  disabled?: boolean;
}

const DIRECTIONS = ['under', 'over'] as const;
/** Arrow keys move the target by 1.00, Page keys by 10.00; Shift+arrow by 0.01. */
const STEP = 100;
const PAGE = 1_000;

/** Target slider, target / chance / multiplier inputs kept in sync, and over/under. */
export function DiceControls({ choice, onChange, disabled }: DiceControlsProps) {
  const texts = diceTexts(choice);
  const { min, max } = targetBounds(choice.direction);
  const apply = (parsed: Parsed) => {
    if ('error' in parsed) return parsed.error;
    onChange(parsed.choice);
    return null;
  };
  const setTarget = (target: number) =>
    onChange({ ...choice, target: clampTarget(target, choice.direction) });

  const onSliderKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.shiftKey ? 1 : STEP;
    const moves: Record<string, number> = {
      ArrowRight: step,
      ArrowUp: step,
      ArrowLeft: -step,
      ArrowDown: -step,
      PageUp: PAGE,
      PageDown: -PAGE,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    setTarget(choice.target + move);
  };

  return (
    <div className="dice-controls">
      <div className="dice-controls__slider">
        <label className="bet-panel__label" htmlFor="dice-target-slider">
          Target: roll {choice.direction} {texts.target}
        </label>
        <input
          id="dice-target-slider"
          className={`dice-slider dice-slider--${choice.direction}`}
          type="range"
          min={min}
          max={max}
          step={1}
          value={choice.target}
          disabled={disabled}
          // The track splits into lose and win zones at the thumb, as the scene draws them.
          style={
            { '--dice-split': `${((choice.target - min) / (max - min)) * 100}%` } as CSSProperties
          }
          aria-valuetext={`Roll ${choice.direction} ${texts.target}, ${texts.chance}% chance`}
          onChange={(event) => setTarget(Number(event.target.value))}
          onKeyDown={onSliderKey}
        />
      </div>
      <div className="bet-panel__row">
        <SyncedField
          label="Target"
          value={texts.target}
          disabled={disabled}
          onText={(text) => apply(parseTarget(text, choice.direction))}
        />
        <SyncedField
          label="Win chance"
          value={texts.chance}
          suffix="%"
          disabled={disabled}
          onText={(text) => apply(parseChance(text, choice.direction))}
        />
        <SyncedField
          label="Multiplier"
          value={texts.multiplier}
          suffix="x"
          disabled={disabled}
          onText={(text) => apply(parseMultiplier(text, choice.direction))}
        />
      </div>
      <Segmented<DiceDirection>
        legend="Win when the roll is"
        options={DIRECTIONS}
        value={choice.direction}
        disabled={disabled}
        labelOf={(direction) => DICE_DIRECTIONS_LABEL[direction]}
        onChange={(direction) => {
          if (direction !== choice.direction) onChange(flipDirection(choice));
        }}
      />
    </div>
  );
}
