import type { CSSProperties } from 'react';
import type { Hundredths } from '../../../src/shared/money';
import { Amount } from '../../../src/client/ui/Amount';
import { Button } from '../../../src/client/ui/Button';
import { formatGems } from '../../../src/shared/money';
import { CaseArt } from '../../../src/client/features/cases/CaseArt';
import { Segmented } from '../../../src/client/features/instant-games/Segmented';
import type { UpgradeTarget, UpgradeTermsView } from './upgrade-terms';

export const DIRECTIONS = ['under', 'over'] as const;
export type Direction = (typeof DIRECTIONS)[number];

const DIRECTION_LABELS: Readonly<Record<Direction, string>> = {
  under: 'Roll under',
  over: 'Roll over',
};

interface SkinUpgraderControlsProps {
  target: UpgradeTarget | null;
  terms: UpgradeTermsView;
  direction: Direction;
  onDirection(direction: Direction): void;
  /** Sets the stake (to the one that reaches 1%). */
  onStake(amount: Hundredths): void;
  /** Takes the player to the list of skins. */
  onChoose(): void;
  disabled?: boolean;
}

/** The bet panel's Skin Upgrader part: the skin to win, the live chance and multiplier, under/over. */
export function SkinUpgraderControls(props: SkinUpgraderControlsProps) {
  const { target, terms, direction, disabled } = props;
  return (
    <div className="skin-upgrader-controls">
      <div
        className="skin-upgrader-target"
        style={
          target ? ({ '--rarity': `var(--rarity-${target.rarity})` } as CSSProperties) : undefined
        }
        data-testid="upgrade-target"
      >
        <span className="bet-panel__label">Skin to win</span>
        {target ? (
          <div className="skin-upgrader-target__skin">
            <CaseArt
              image={target.image}
              rarity={target.rarity}
              name={target.name}
              box={{ width: 72, height: 48 }}
              className="skin-upgrader-target__art"
            />
            <p className="skin-upgrader-target__name">
              <span>{target.name}</span>
              <Amount value={target.price} size="sm" />
            </p>
          </div>
        ) : (
          <p className="skin-upgrader-target__none">
            None yet.{' '}
            <Button size="sm" variant="ghost" onClick={props.onChoose} disabled={disabled}>
              Choose a skin
            </Button>
          </p>
        )}
      </div>
      <dl className="skin-upgrader-terms" aria-live="polite" data-testid="upgrade-terms">
        <div>
          <dt>Chance</dt>
          <dd data-testid="upgrade-chance">{terms.state === 'ready' ? terms.chance : '—'}</dd>
        </div>
        <div>
          <dt>Multiplier</dt>
          <dd data-testid="upgrade-multiplier">
            {terms.state === 'ready' ? terms.multiplier : '—'}
          </dd>
        </div>
      </dl>
      {terms.state === 'ready' && terms.note && <p className="skin-upgrader-note">{terms.note}</p>}
      {terms.state === 'empty' && <p className="skin-upgrader-note">{terms.message}</p>}
      {terms.state === 'refused' && (
        <div className="skin-upgrader-note skin-upgrader-note--refused" role="alert">
          <p>{terms.message}</p>
          {terms.minStake !== null && (
            <Button
              size="sm"
              variant="secondary"
              disabled={disabled}
              onClick={() => props.onStake(terms.minStake!)}
            >
              Stake {formatGems(terms.minStake)}
            </Button>
          )}
        </div>
      )}
      <Segmented
        legend="Direction"
        options={DIRECTIONS}
        value={direction}
        onChange={props.onDirection}
        disabled={disabled}
        labelOf={(option) => DIRECTION_LABELS[option]}
      />
    </div>
  );
}
