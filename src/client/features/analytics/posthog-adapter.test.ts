import { describe, expect, it, vi } from 'vitest';

const posthog = vi.hoisted(() => ({
  init: vi.fn(),
  identify: vi.fn(),
  reset: vi.fn(),
  capture: vi.fn(),
}));
vi.mock('posthog-js', () => ({ default: posthog }));

const { startPosthog } = await import('./posthog-adapter');

describe('posthog adapter', () => {
  it('inits posthog-js with the key and options, then forwards identify, capture and reset', () => {
    const options = { api_host: 'https://e.gemdrop.example' };
    const sink = startPosthog('phc_project', options);
    expect(posthog.init).toHaveBeenCalledExactlyOnceWith('phc_project', options);
    sink.identify('u1', { username: 'alice' });
    sink.capture('bet_placed', { game: 'dice' });
    sink.reset();
    expect(posthog.identify).toHaveBeenCalledWith('u1', { username: 'alice' });
    expect(posthog.capture).toHaveBeenCalledWith('bet_placed', { game: 'dice' });
    expect(posthog.reset).toHaveBeenCalledOnce();
  });
});
