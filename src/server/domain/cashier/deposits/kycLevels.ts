/** The window whose deposits, or withdrawals, add up toward a KYC level. */
export const KYC_WINDOW_DAYS = 30;

/** The player's verified KYC level (users.kyc_level). */
export type KycLevelOf = (userId: string) => Promise<number>;

/** The KYC level `amount` hundredths over the window need: [above, level] ascending. */
export function kycLevelFor(
  config: { kycLevels: ReadonlyArray<readonly [number, number]> },
  amount: number,
) {
  let level = 0;
  for (const [above, needed] of config.kycLevels) if (amount > above) level = needed;
  return level;
}

/** The gems above which `level` is needed. */
export function kycThresholdOf(
  config: { kycLevels: ReadonlyArray<readonly [number, number]> },
  level: number,
): number {
  return config.kycLevels.find(([, needed]) => needed === level)?.[0] ?? 0;
}
