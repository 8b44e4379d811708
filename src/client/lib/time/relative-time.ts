const formatter = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const UNITS: [unit: Intl.RelativeTimeFormatUnit, ms: number][] = [
  ['year', 365 * 24 * 3_600_000],
  ['month', 30 * 24 * 3_600_000],
  ['week', 7 * 24 * 3_600_000],
  ['day', 24 * 3_600_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * 'just now', '5 minutes ago', 'in 2 hours', 'yesterday'... in the largest whole unit.
 * Under a minute either way reads 'just now' (the text refreshes every 30 s).
 */
export function formatRelativeTime(date: Date | string | number, now: number): string {
  const time = new Date(date).getTime();
  if (!Number.isFinite(time)) return '';
  const diff = time - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return formatter.format(Math.trunc(diff / ms), unit);
  }
  return 'just now';
}
