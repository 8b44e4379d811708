import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, type CapturedError, type ErrorSink } from './error-reporter';

function fakeSink() {
  const captured: CapturedError[] = [];
  const sink: ErrorSink = { capture: (c) => void captured.push(c) };
  return { sink, captured };
}

describe('error reporter', () => {
  it('without a loader (no service configured) is disabled', () => {
    expect(createErrorReporter(null).enabled).toBe(false);
  });

  it('loads the SDK once, on start, and forwards errors', async () => {
    const { sink, captured } = fakeSink();
    const load = vi.fn(async () => sink);
    const reporter = createErrorReporter(load);
    expect(load).not.toHaveBeenCalled();
    await reporter.start();
    await reporter.start();
    const error = new Error('boom');
    reporter.capture({ error, context: 'route' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(captured).toEqual([{ error, context: 'route' }]);
  });

  it('keeps errors raised while the SDK loads and delivers them in order', async () => {
    const { sink, captured } = fakeSink();
    let finish: (sink: ErrorSink) => void = () => {};
    const load = vi.fn(() => new Promise<ErrorSink>((resolve) => (finish = resolve)));
    const reporter = createErrorReporter(load);
    reporter.capture({ error: 'first' });
    reporter.capture({ error: 'second' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(captured).toEqual([]);
    finish(sink);
    await reporter.start();
    expect(captured.map((c) => c.error)).toEqual(['first', 'second']);
  });

  it('gives up quietly when the SDK cannot load', async () => {
    const failure = new Error('blocked');
    const onLoadFailure = vi.fn();
    const reporter = createErrorReporter(() => Promise.reject(failure), onLoadFailure);
    reporter.capture({ error: 'lost' });
    await reporter.start();
    expect(onLoadFailure).toHaveBeenCalledWith(failure);
  });
});
