import posthog, { type PostHogConfig } from 'posthog-js';
import type { AnalyticsSink } from './analytics-sink';

/**
 * posthog-js behind the analytics interface. Only ever loaded through dynamic import, and
 * only when a project key is configured, so the SDK is not part of the lobby's code.
 */
export function startPosthog(key: string, options: Partial<PostHogConfig>): AnalyticsSink {
  posthog.init(key, options);
  return {
    identify: (id, properties) => void posthog.identify(id, properties),
    reset: () => posthog.reset(),
    capture: (event, properties) => void posthog.capture(event, properties),
  };
}
