import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CLIENT_CONFIG } from '../../../shared/client-config';
import { createAnalytics } from './analytics';
import type { AnalyticsSink } from './analytics-sink';
import { posthogInitOptions } from './posthog-options';

const configured = {
  ...DEFAULT_CLIENT_CONFIG,
  analytics: { key: 'phc_project', host: 'https://e.gemdrop.example' },
};

function recordingSink() {
  const calls: unknown[][] = [];
  const sink: AnalyticsSink = {
    identify: (...args) => void calls.push(['identify', ...args]),
    reset: () => void calls.push(['reset']),
    capture: (...args) => void calls.push(['capture', ...args]),
  };
  return { sink, calls };
}

describe('posthog init options', () => {
  it('carry the spec settings and the configured proxy host', () => {
    const options = posthogInitOptions(configured.analytics, () => {});
    expect(options).toMatchObject({
      api_host: 'https://e.gemdrop.example',
      capture_pageview: 'history_change',
      person_profiles: 'identified_only',
      session_idle_timeout_seconds: 1800,
      cookie_expiration: 365,
      feature_flag_request_timeout_ms: 3000,
      surveys_request_timeout_ms: 10_000,
      properties_string_max_length: 65_535,
    });
  });

  it('log a bad HTTP status for answers of 400 and above only', () => {
    const onBadStatus = vi.fn();
    const options = posthogInitOptions(configured.analytics, onBadStatus);
    options.on_request_error!({ statusCode: 200 });
    options.on_request_error!({ statusCode: 399 });
    expect(onBadStatus).not.toHaveBeenCalled();
    options.on_request_error!({ statusCode: 400 });
    options.on_request_error!({ statusCode: 503 });
    expect(onBadStatus.mock.calls).toEqual([[400], [503]]);
  });
});

describe('analytics', () => {
  it('without a key: never imports the SDK, whatever the app calls', async () => {
    const importAdapter = vi.fn();
    const analytics = createAnalytics(DEFAULT_CLIENT_CONFIG, importAdapter);
    expect(analytics.enabled).toBe(false);
    analytics.setPlayer({ id: 'u1', username: 'alice' });
    analytics.capture('bet');
    await analytics.start();
    expect(importAdapter).not.toHaveBeenCalled();
  });

  it('with a key: initialises posthog with the key and the spec options, once', async () => {
    const { sink } = recordingSink();
    const startPosthog = vi.fn(() => sink);
    const analytics = createAnalytics(configured, async () => ({ startPosthog }));
    await Promise.all([analytics.start(), analytics.start()]);
    expect(startPosthog).toHaveBeenCalledTimes(1);
    expect(startPosthog).toHaveBeenCalledWith(
      'phc_project',
      expect.objectContaining({ api_host: 'https://e.gemdrop.example' }),
    );
  });

  it('identifies the player, applies calls made while loading, and resets on sign-out', async () => {
    const { sink, calls } = recordingSink();
    const analytics = createAnalytics(configured, async () => ({ startPosthog: () => sink }));
    analytics.setPlayer({ id: 'u1', username: 'alice' });
    analytics.setPlayer({ id: 'u1', username: 'alice' });
    analytics.capture('cashier_opened');
    expect(calls).toEqual([]);
    await analytics.start();
    analytics.setPlayer(null);
    analytics.setPlayer(null);
    expect(calls).toEqual([
      ['identify', 'u1', { username: 'alice' }],
      ['capture', 'cashier_opened', undefined],
      ['reset'],
    ]);
  });

  it('a visitor who never signed in is not reset', async () => {
    const { sink, calls } = recordingSink();
    const analytics = createAnalytics(configured, async () => ({ startPosthog: () => sink }));
    await analytics.start();
    analytics.setPlayer(null);
    expect(calls).toEqual([]);
  });

  it('warns once and stays quiet when the SDK cannot load', async () => {
    const warn = vi.fn();
    const analytics = createAnalytics(configured, () => Promise.reject(new Error('blocked')), warn);
    analytics.capture('x');
    await analytics.start();
    expect(warn).toHaveBeenCalledExactlyOnceWith('Analytics unavailable');
  });
});
