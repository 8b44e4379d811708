import { UPGRADE_STAKE_ITEMS_MAX } from '../core/itemStake';
import type { SteamSkin } from '../../../src/shared/contract/steamTrades';
import type { Hundredths } from '../../../src/shared/money';

/** A skin an upgrade can stake: held (not being withdrawn) and priced by the catalogue today. */
export type StakeSkin = SteamSkin & { value: Hundredths };

/** The skins of an inventory an upgrade can stake, most valuable first. */
export function stakeableSkins(skins: readonly SteamSkin[]): StakeSkin[] {
  return skins
    .filter((skin): skin is StakeSkin => skin.state === 'HELD' && (skin.value ?? 0) > 0)
    .sort((a, b) => b.value - a.value || a.id.localeCompare(b.id));
}

/** Picks or drops a skin; never more than an upgrade may stake. */
export function toggleStakeSkin(picked: readonly string[], id: string): string[] {
  if (picked.includes(id)) return picked.filter((one) => one !== id);
  if (picked.length >= UPGRADE_STAKE_ITEMS_MAX) return [...picked];
  return [...picked, id];
}

/** The picked skins that are still stakeable, in the order picked, with their values. */
export function pickedSkins(skins: readonly StakeSkin[] | null, picked: readonly string[]) {
  const byId = new Map((skins ?? []).map((skin) => [skin.id, skin]));
  return picked.flatMap((id) => {
    const skin = byId.get(id);
    return skin ? [skin] : [];
  });
}
