import { CURRENT_BUILD_ID } from './build-id';
import { errorReporterFor } from './reporting/app-error-reporter';
import { clientConfig } from './runtime-config';

/** Sentry when configured in the page's settings; otherwise nothing leaves the browser. */
export const errorReporter = errorReporterFor(
  clientConfig(),
  CURRENT_BUILD_ID,
  undefined,
  (error) => reportWarning('Error reporting unavailable', error),
);

/**
 * The one place client errors go: the browser console (for developers and the e2e console
 * check) and the error-reporting service when one is configured.
 */
export function reportError(error: unknown, context?: string, componentStack?: string): void {
  // eslint-disable-next-line no-console -- the developer's view of the same error
  console.error(context ? `[${context}]` : '[client]', error);
  errorReporter.capture({
    error,
    ...(context ? { context } : {}),
    ...(componentStack ? { componentStack } : {}),
  });
}

/** Something degraded but the page still works (e.g. realtime unavailable). */
export function reportWarning(message: string, detail?: unknown): void {
  // eslint-disable-next-line no-console -- as above
  console.warn(`[client] ${message}`, detail ?? '');
}
