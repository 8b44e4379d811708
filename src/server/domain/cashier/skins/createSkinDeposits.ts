import { autocommit } from '../../../db/transaction';
import type { SkinDepositConfig } from './skinDepositConfig';
import type { SkinDepositDeps } from './skinDepositDeps';
import type { SkinDepositProvider } from './skinDepositProvider';
import { KYC_LEVEL } from './skinDepositSql';
import { CachedInventory } from './cachedInventory';
import { SkinDeposits } from './skinDeposits';
import { SandboxDepositProvider } from './sandboxDepositProvider';
import { SandboxSteamInventory } from './sandboxSteamInventory';
import { SteamBotDepositProvider } from './steamBotDepositProvider';
import { SteamCommunityInventory } from './steamCommunityInventory';
import type { SteamInventory } from './steamInventory';

export type SkinDepositWiring = Omit<
  SkinDepositDeps,
  'provider' | 'inventory' | 'config' | 'kycLevelOf' | 'now'
> & {
  kycLevelOf?: SkinDepositDeps['kycLevelOf'];
  /** Tests pass their own provider or inventory. */
  provider?: SkinDepositProvider;
  inventory?: SteamInventory;
  now?: () => Date;
};

/** The configured side: the sandbox (its inventory and offers) by default, or the Steam bot. */
export function createDepositSides(config: SkinDepositConfig): {
  provider: SkinDepositProvider;
  inventory: SteamInventory;
} {
  const p = config.provider;
  if (p.kind === 'sandbox')
    return {
      provider: new SandboxDepositProvider(p.acceptMs),
      inventory: new SandboxSteamInventory(),
    };
  const { kind: _kind, ...settings } = p;
  return {
    provider: new SteamBotDepositProvider(settings),
    // A minute: Steam's endpoint allows an address a few reads a minute.
    inventory: new CachedInventory(new SteamCommunityInventory(settings.communityBase), 60_000),
  };
}

export function createSkinDeposits(config: SkinDepositConfig, wiring: SkinDepositWiring) {
  const { provider, inventory, kycLevelOf, now, ...rest } = wiring;
  const sides = createDepositSides(config);
  return new SkinDeposits({
    ...rest,
    config,
    provider: provider ?? sides.provider,
    inventory: inventory ?? sides.inventory,
    now: now ?? (() => new Date()),
    kycLevelOf:
      kycLevelOf ??
      (async (userId) => {
        const [row] = await autocommit(wiring.db, (tx) =>
          tx.query<{ level: number }>(KYC_LEVEL, [userId]),
        );
        return row?.level ?? 0;
      }),
  });
}
