import type { HttpResponse, RaceKind } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';

export const raceApi = {
  /** The daily and weekly races running now, with the caller's place when signed in. */
  current: (signal?: AbortSignal) =>
    apiRequest<HttpResponse<'getRaces'>>('/race/get', { method: 'POST', signal }),
  /** The last paid races of one kind, newest first. */
  history: (kind: RaceKind, limit: number, signal?: AbortSignal) =>
    apiRequest<HttpResponse<'getRaceHistory'>>('/race/history', {
      method: 'POST',
      body: { kind, limit },
      signal,
    }),
};
