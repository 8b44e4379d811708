const FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** A post's publication day, the same for every reader. */
export function blogDate(iso: string): string {
  return FORMAT.format(new Date(iso));
}
