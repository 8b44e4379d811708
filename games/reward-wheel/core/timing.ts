/** One free spin per this long, counted from the player's last spin. */
export const WHEEL_COOLDOWN_MS = 24 * 60 * 60 * 1000;

/** How long the wheel turns before it lands (reduced motion lands at once). */
export const WHEEL_SPIN_MS = 5_000;
