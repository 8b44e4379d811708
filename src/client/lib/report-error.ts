/**
 * The one place client errors go. Today the browser console (for developers and the e2e
 * console check); the spec's error-reporting service plugs in here later.
 */
export function reportError(error: unknown, context?: string): void {
  // eslint-disable-next-line no-console -- the sanctioned sink until a reporting service exists
  console.error(context ? `[${context}]` : '[client]', error);
}

/** Something degraded but the page still works (e.g. realtime unavailable). */
export function reportWarning(message: string, detail?: unknown): void {
  // eslint-disable-next-line no-console -- as above
  console.warn(`[client] ${message}`, detail ?? '');
}
