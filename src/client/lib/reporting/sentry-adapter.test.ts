import { flush } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import { startSentry } from './sentry-adapter';
import { sentryInitOptions } from './sentry-options';

const settings = { dsn: 'https://public123@o42.ingest.example.com/7', environment: 'staging' };

describe('Sentry options', () => {
  it('name the project, environment and build, and collect no user data or traces', () => {
    expect(sentryInitOptions(settings, 'build-9')).toEqual({
      dsn: settings.dsn,
      environment: 'staging',
      release: 'build-9',
      dataCollection: { userInfo: false, cookies: false },
      tracesSampleRate: 0,
    });
    expect(sentryInitOptions(settings, undefined)).not.toHaveProperty('release');
  });
});

describe('Sentry adapter (the real SDK, a recording transport instead of the network)', () => {
  it('sends a captured error as an event envelope with its context and component stack', async () => {
    const envelopes: unknown[] = [];
    const sink = startSentry({
      ...sentryInitOptions(settings, 'build-9'),
      // Documented transport hook: the SDK hands each envelope to `send` instead of fetch.
      transport: () => ({
        send: async (envelope) => {
          envelopes.push(envelope);
          return {};
        },
        flush: async () => true,
      }),
      defaultIntegrations: false,
    });
    sink.capture({ error: new Error('Kaboom'), context: 'render', componentStack: '\n at Page' });
    await flush(2000);

    expect(envelopes).toHaveLength(1);
    const [header, items] = envelopes[0] as [
      { trace?: { public_key?: string; environment?: string; release?: string } },
      [[{ type: string }, Record<string, unknown>]],
    ];
    expect(header.trace).toMatchObject({
      public_key: 'public123',
      environment: 'staging',
      release: 'build-9',
    });
    const [itemHeader, event] = items[0];
    expect(itemHeader.type).toBe('event');
    expect(event).toMatchObject({
      exception: { values: [{ type: 'Error', value: 'Kaboom' }] },
      tags: { context: 'render' },
      contexts: { react: { componentStack: '\n at Page' } },
      environment: 'staging',
      release: 'build-9',
    });
  });
});
