import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './http';

/** A 200 whose JSON body arrives in two parts: the second only after `release()`. */
function slowAnswer(signal: AbortSignal | undefined) {
  let release = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"user":'));
      signal?.addEventListener('abort', () => controller.error(signal.reason));
      release = () => {
        controller.enqueue(new TextEncoder().encode('{"id":"u1"}}'));
        controller.close();
      };
    },
  });
  const response = new Response(body, { headers: { 'Content-Type': 'application/json' } });
  return { response, release: () => release() };
}

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('rejects when aborted while the body streams in, never answering undefined', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) =>
      Promise.resolve(slowAnswer(init.signal ?? undefined).response),
    );
    const answer = apiRequest<{ user: { id: string } }>('/users/me', {
      signal: controller.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    await expect(answer).rejects.toThrow();
  });

  it('answers the whole body when nothing aborts it', async () => {
    let release = () => {};
    vi.stubGlobal('fetch', () => {
      const slow = slowAnswer(undefined);
      release = slow.release;
      return Promise.resolve(slow.response);
    });
    const answer = apiRequest<{ user: { id: string } }>('/users/me');
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await expect(answer).resolves.toEqual({ user: { id: 'u1' } });
  });

  it('answers undefined for a successful empty body', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 204 })));
    await expect(apiRequest('/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });
});
