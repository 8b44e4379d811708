import type { PostHogConfig } from 'posthog-js';
import type { ClientConfig } from '../../../shared/client-config';

/**
 * posthog-js init options with the spec's analytics settings: events to the configured
 * (proxy) host, pageviews on every history change, profiles only for identified players.
 */
export function posthogInitOptions(
  settings: NonNullable<ClientConfig['analytics']>,
  onBadStatus: (statusCode: number) => void,
): Partial<PostHogConfig> {
  return {
    api_host: settings.host,
    capture_pageview: 'history_change',
    person_profiles: 'identified_only',
    session_idle_timeout_seconds: 1800,
    cookie_expiration: 365,
    feature_flag_request_timeout_ms: 3000,
    surveys_request_timeout_ms: 10_000,
    properties_string_max_length: 65_535,
    // The spec: a response of 400 or above is logged as a bad HTTP status.
    on_request_error: (response) => {
      if (response.statusCode >= 400) onBadStatus(response.statusCode);
    },
  };
}
