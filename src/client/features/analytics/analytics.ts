import type { ClientConfig } from '../../../shared/client-config';
import type { AnalyticsSink, Properties } from './analytics-sink';
import { posthogInitOptions } from './posthog-options';

export interface Analytics {
  readonly enabled: boolean;
  /** Loads and starts the service (when configured); pageviews then follow route changes. */
  start(): Promise<void>;
  /** The signed-in player (null: signed out). */
  setPlayer(player: { id: string; username: string } | null): void;
  capture(event: string, properties?: Properties): void;
}

type AdapterModule = {
  startPosthog(key: string, options: ReturnType<typeof posthogInitOptions>): AnalyticsSink;
};

/**
 * Analytics through posthog-js when the page's settings carry a key; otherwise inert (the
 * SDK is never downloaded). Calls made while the SDK loads are applied once it is ready.
 */
export function createAnalytics(
  config: ClientConfig,
  importAdapter: () => Promise<AdapterModule> = () => import('./posthog-adapter'),
  warn: (message: string) => void = () => {},
): Analytics {
  const settings = config.analytics;
  let sink: AnalyticsSink | null = null;
  let loading: Promise<void> | null = null;
  let pending: ((sink: AnalyticsSink) => void)[] = [];
  let playerId: string | null = null;

  function run(action: (sink: AnalyticsSink) => void) {
    if (!settings) return;
    if (sink) return action(sink);
    pending.push(action);
  }

  return {
    enabled: settings !== null,
    start() {
      if (!settings) return Promise.resolve();
      loading ??= importAdapter().then(
        (adapter) => {
          sink = adapter.startPosthog(
            settings.key,
            posthogInitOptions(settings, (status) => warn(`Analytics: Bad HTTP status ${status}`)),
          );
          for (const action of pending) action(sink);
          pending = [];
        },
        () => {
          pending = [];
          warn('Analytics unavailable');
        },
      );
      return loading;
    },
    setPlayer(player) {
      const id = player?.id ?? null;
      if (id === playerId) return;
      const wasSignedIn = playerId !== null;
      playerId = id;
      if (player) run((s) => s.identify(player.id, { username: player.username }));
      // Signing out starts a new anonymous visitor, so two players on one device stay apart.
      else if (wasSignedIn) run((s) => s.reset());
    },
    capture(event, properties) {
      run((s) => s.capture(event, properties));
    },
  };
}
