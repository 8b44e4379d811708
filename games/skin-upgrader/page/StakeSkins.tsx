import { UPGRADE_STAKE_ITEMS_MAX } from '../core/itemStake';
import { Amount } from '../../../src/client/ui/Amount';
import { Segmented } from '../../../src/client/features/instant-games/Segmented';
import type { StakeSkin } from './stake-skins';

export const WIN_AS = ['gems', 'skin'] as const;
export type WinAs = (typeof WIN_AS)[number];

const WIN_AS_LABELS: Readonly<Record<WinAs, string>> = {
  gems: 'Its value in gems',
  skin: 'The skin itself',
};

interface StakeSkinsProps {
  /** Null while loading. */
  skins: readonly StakeSkin[] | null;
  error: string | null;
  picked: readonly string[];
  onToggle(id: string): void;
  winAs: WinAs;
  onWinAs(winAs: WinAs): void;
  disabled?: boolean;
}

/**
 * The Skin Upgrader's stake from the site inventory: skins to stake with the gems (each at its
 * catalogue value today), and what a win delivers, chosen before the roll.
 */
export function StakeSkins(props: StakeSkinsProps) {
  const { skins, picked, disabled } = props;
  const full = picked.length >= UPGRADE_STAKE_ITEMS_MAX;
  return (
    <div className="skin-upgrader-stake-skins">
      <fieldset className="skin-upgrader-stake-skins__list" disabled={disabled}>
        <legend className="bet-panel__label">Skins to stake</legend>
        {props.error && (
          <p className="skin-upgrader-note skin-upgrader-note--refused" role="alert">
            {props.error}
          </p>
        )}
        {skins === null && !props.error && (
          <p className="skin-upgrader-note">Loading your skins…</p>
        )}
        {skins?.length === 0 && (
          <p className="skin-upgrader-note">
            No skins in your inventory: stake gems, or buy a skin.
          </p>
        )}
        {skins && skins.length > 0 && (
          <ul className="skin-upgrader-stake-skins__items" data-testid="stake-skins">
            {skins.map((skin) => {
              const checked = picked.includes(skin.id);
              return (
                <li key={skin.id}>
                  <label className="skin-upgrader-stake-skins__item">
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={() => props.onToggle(skin.id)}
                    />
                    <span className="skin-upgrader-stake-skins__name">{skin.name}</span>
                    <Amount value={skin.value} size="sm" />
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {full && (
          <p className="skin-upgrader-note">
            At most {UPGRADE_STAKE_ITEMS_MAX} skins in one upgrade.
          </p>
        )}
      </fieldset>
      <Segmented
        legend="On a win"
        options={WIN_AS}
        value={props.winAs}
        onChange={props.onWinAs}
        disabled={disabled}
        labelOf={(option) => WIN_AS_LABELS[option]}
      />
    </div>
  );
}
