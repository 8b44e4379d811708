import type { SteamBotSettings } from './steamBotDepositProvider';

/** Skin deposits' settings (config/slices/skinDeposits.ts). */
export interface SkinDepositConfig {
  /** The sandbox's inventory and offers, or the site's Steam bot with Steam's inventory. */
  provider: { kind: 'sandbox'; acceptMs: number } | ({ kind: 'steam-bot' } & SteamBotSettings);
  /** Gems per 10,000 of catalogue value a skin brings: below 10,000, the house's margin to resell. */
  rateBps: number;
  /** Smallest deposit, in catalogue value (gem hundredths). */
  minValue: number;
  /** How long Steam lets a completed trade be reversed: the poller watches it that long. */
  protectionMs: number;
  /** An offer the provider never reported this long after it was sent is cancelled. */
  lostAfterMs: number;
  pollIntervalMs: number;
  /** This process polls on its timer (tests call poll()). */
  scheduled: boolean;
  /** The KYC levels' thresholds, in gems deposited as skins over 30 days: [above, level]. */
  kycLevels: Array<[number, number]>;
}
