// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { useAdminList } from './use-admin-list';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('useAdminList', () => {
  it('reads on mount, and again on reload, keeping only the newest answer', async () => {
    const first = deferred<number[]>();
    const second = deferred<number[]>();
    const read = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { result } = renderHook(() => useAdminList<number>(read, vi.fn()));
    expect(result.current[0]).toBeNull();
    act(() => result.current[2]());
    // The first read was dropped by the reload: its late answer changes nothing.
    await act(async () => second.resolve([2]));
    await act(async () => first.resolve([1]));
    expect(result.current[0]).toEqual([2]);
    expect(read).toHaveBeenCalledTimes(2);
    expect((read.mock.calls[0]![0] as AbortSignal).aborted).toBe(true);
  });

  it('says why a read failed, unless the panel has gone', async () => {
    const onError = vi.fn();
    const { unmount } = renderHook(() =>
      useAdminList<number>(() => Promise.reject(new ApiError('Server unreachable', 503)), onError),
    );
    await waitFor(() => expect(onError).toHaveBeenCalledWith('Server unreachable'));

    const late = deferred<number[]>();
    const quiet = vi.fn();
    const gone = renderHook(() => useAdminList<number>(() => late.promise, quiet));
    gone.unmount();
    await act(async () => late.reject(new Error('too late')));
    expect(quiet).not.toHaveBeenCalled();
    unmount();
  });
});
