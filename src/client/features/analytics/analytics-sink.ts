// Its own module, so posthog-adapter.ts (which analytics.ts loads) names the sink it
// returns without importing analytics.ts back.

export type Properties = Record<string, string | number | boolean | null>;

/** What an analytics service offers the app (see posthog-adapter.ts). */
export interface AnalyticsSink {
  identify(id: string, properties: Properties): void;
  reset(): void;
  capture(event: string, properties?: Properties): void;
}
