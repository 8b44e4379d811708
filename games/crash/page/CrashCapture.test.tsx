// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaptureFeed } from '../../../src/client/features/streamer/embed/capture-feed';

// The crash capture drawn over a stream's chroma key tells the scene so: its axis labels,
// outside the dark plot, then get an outline (games/crash/scene/labelStyle.ts).

const hostProps = vi.fn();
vi.mock('../../engine/GameHost', () => ({
  default: (props: Record<string, unknown>) => {
    hostProps(props);
    return null;
  },
}));
vi.mock('../../registry.client', () => ({ sceneOf: () => async () => null }));
vi.mock('./use-crash-scene', () => ({
  useCrashScene: () => undefined,
}));
vi.mock('../../../src/client/features/streamer/embed/views/capture-round', () => ({
  useCaptureRound: () => ({ view: { round: null, myBet: null }, markOwn: () => undefined }),
}));

afterEach(() => {
  cleanup();
  hostProps.mockClear();
});

const feed = { on: () => () => undefined } as unknown as CaptureFeed;

async function sceneOptions(chromaKey: boolean) {
  const { CrashCapture } = await import('./CrashCapture');
  await act(async () => {
    render(<CrashCapture feed={feed} onLanded={() => undefined} chromaKey={chromaKey} />);
  });
  return hostProps.mock.lastCall?.[0]?.sceneOptions;
}

describe('<CrashCapture>', () => {
  it('asks the scene for outlined labels over a chroma key only', async () => {
    expect(await sceneOptions(true)).toEqual({ chromaKey: true });
    cleanup();
    expect(await sceneOptions(false)).toEqual({ chromaKey: false });
  });
});
