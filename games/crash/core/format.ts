// Multipliers as players read them: two decimals, thousands separators, an "x".

/** 235 -> "2.35x", 123456 -> "1,234.56x". */
export function formatCrashMultiplier(multiplierE2: number): string {
  if (!Number.isSafeInteger(multiplierE2) || multiplierE2 < 0) {
    throw new RangeError('A multiplier must be a whole number of hundredths');
  }
  const whole = Math.floor(multiplierE2 / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (multiplierE2 % 100).toString().padStart(2, '0');
  return `${whole}.${cents}x`;
}
