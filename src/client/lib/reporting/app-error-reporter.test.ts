import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CLIENT_CONFIG } from '../../../shared/client-config';
import { errorReporterFor } from './app-error-reporter';
import type { CapturedError } from './error-reporter';

describe('the site error reporter', () => {
  it('never imports the SDK when no DSN is configured', async () => {
    const importAdapter = vi.fn();
    const reporter = errorReporterFor(DEFAULT_CLIENT_CONFIG, 'b1', importAdapter);
    expect(reporter.enabled).toBe(false);
    reporter.capture({ error: new Error('x') });
    await reporter.start();
    expect(importAdapter).not.toHaveBeenCalled();
  });

  it('starts Sentry with the configured DSN and environment and this build as release', async () => {
    const captured: CapturedError[] = [];
    const startSentry = vi.fn(() => ({ capture: (c: CapturedError) => void captured.push(c) }));
    const config = {
      ...DEFAULT_CLIENT_CONFIG,
      errorReporting: { dsn: 'https://k@o1.ingest.example.com/2', environment: 'production' },
    };
    const reporter = errorReporterFor(config, 'b1', async () => ({ startSentry }));
    expect(reporter.enabled).toBe(true);
    reporter.capture({ error: 'late', context: 'route' });
    await reporter.start();
    expect(startSentry).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://k@o1.ingest.example.com/2',
        environment: 'production',
        release: 'b1',
      }),
    );
    expect(captured).toEqual([{ error: 'late', context: 'route' }]);
  });
});
