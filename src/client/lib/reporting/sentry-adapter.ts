import { captureException, init, type BrowserOptions } from '@sentry/react';
import type { CapturedError, ErrorSink } from './error-reporter';

/**
 * The Sentry SDK behind the reporter's interface. Only ever loaded through dynamic import,
 * and only when a DSN is configured, so the SDK is not part of the lobby's code.
 */
export function startSentry(options: BrowserOptions): ErrorSink {
  init(options);
  return {
    capture({ error, context, componentStack }: CapturedError) {
      captureException(error, {
        ...(context ? { tags: { context } } : {}),
        ...(componentStack ? { contexts: { react: { componentStack } } } : {}),
      });
    },
  };
}
