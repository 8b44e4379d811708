// The promotion forms hold strings, as inputs do; these turn them into the contract's bodies
// before the contract's own schemas check them, so the form and the server agree on one rule.

/** "25", "25.5" or "25.50" gems as hundredths; NaN for anything else (the schema then says why). */
export function gemsToHundredths(text: string): number {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A whole number typed; NaN when it is not one. */
export function wholeNumber(text: string): number {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** A datetime-local value (the operator's own time) as an ISO instant; empty is null. */
export function localToIso(text: string): string | null {
  if (text.trim() === '') return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** Ids typed one per line or separated by commas or spaces. */
export function idList(text: string): string[] {
  return text.split(/[\s,]+/).filter((id) => id !== '');
}
