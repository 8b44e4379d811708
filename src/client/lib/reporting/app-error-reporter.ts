import type { ClientConfig } from '../../../shared/client-config';
import { createErrorReporter, type ErrorReporter, type ErrorSink } from './error-reporter';
import { sentryInitOptions } from './sentry-options';

type AdapterModule = { startSentry(options: ReturnType<typeof sentryInitOptions>): ErrorSink };

/**
 * The site's reporter: Sentry when the page's settings carry a DSN, otherwise inert (the
 * SDK is never downloaded).
 */
export function errorReporterFor(
  config: ClientConfig,
  release: string | undefined,
  importAdapter: () => Promise<AdapterModule> = () => import('./sentry-adapter'),
  onLoadFailure?: (error: unknown) => void,
): ErrorReporter {
  const settings = config.errorReporting;
  if (!settings) return createErrorReporter(null);
  return createErrorReporter(
    async () => (await importAdapter()).startSentry(sentryInitOptions(settings, release)),
    onLoadFailure,
  );
}
