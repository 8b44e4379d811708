/** A short id for names and e-mails no earlier run has used (the database outlives runs). */
export function uniqueId(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}
