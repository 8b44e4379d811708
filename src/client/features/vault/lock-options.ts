import { VAULT_LOCK_CHOICES_HOURS } from '../../../shared/vault';

/** "1 hour", "1 day", "7 days", "30 days": a lock length in words. */
export function lockChoiceLabel(hours: number): string {
  if (hours % 24 !== 0) return `${hours} hour${hours === 1 ? '' : 's'}`;
  const days = hours / 24;
  return `${days} day${days === 1 ? '' : 's'}`;
}

export const LOCK_CHOICES = VAULT_LOCK_CHOICES_HOURS.map((hours) => ({
  hours,
  label: lockChoiceLabel(hours),
}));

/** The moment a lock of `hours` chosen at `now` ends, as the server takes it. */
export function lockUntil(now: number, hours: number): string {
  return new Date(now + hours * 3_600_000).toISOString();
}

/** "Locked until 3 Jan 2030, 14:05": the lock's moment in the reader's own time. */
export function lockedUntilText(lockedUntil: string, locale?: string): string {
  const when = new Date(lockedUntil).toLocaleString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `Locked until ${when}`;
}
