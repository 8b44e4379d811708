import type { BrowserOptions } from '@sentry/react';
import type { ClientConfig } from '../../../shared/client-config';

/**
 * Sentry's init options for this site: errors only (no tracing, replay or PII), tagged
 * with the environment and the build, so an issue names the deploy it came from.
 */
export function sentryInitOptions(
  settings: NonNullable<ClientConfig['errorReporting']>,
  release: string | undefined,
): BrowserOptions {
  return {
    dsn: settings.dsn,
    environment: settings.environment,
    ...(release ? { release } : {}),
    // No user details or cookies unless code adds them: errors need the stack, not the player.
    dataCollection: { userInfo: false, cookies: false },
    // Errors are what we report; performance traces would cost bandwidth for no use yet.
    tracesSampleRate: 0,
  };
}
