import { vi } from 'vitest';

/** One answer of the fake server: a status and a JSON body. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

export const ok = (body: unknown): FakeAnswer => ({ status: 200, body });
export const fail = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { error: { code, message } },
});

/**
 * Replaces fetch with a fake server for component tests: `answer` decides each reply
 * ("METHOD /api/path" keys; a list is answered in turn, its last entry then repeated),
 * anything unknown gets a 404. Returns the requests made, in order.
 */
export function fakeFetch(answers: Record<string, FakeAnswer | FakeAnswer[]>): FakeRequest[] {
  const requests: FakeRequest[] = [];
  const queues = new Map(
    Object.entries(answers).map(([key, value]) => [
      key,
      Array.isArray(value) ? [...value] : [value],
    ]),
  );
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    requests.push({ method, path: url, body });
    const queue = queues.get(`${method} ${url}`);
    const answer =
      (queue && (queue.length > 1 ? queue.shift() : queue[0])) ??
      fail(404, 'NOT_FOUND', `No route ${method} ${url}`);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return requests;
}
