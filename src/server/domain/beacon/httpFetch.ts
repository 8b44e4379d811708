/** The part of `fetch` the beacons use, injected so tests replay recorded answers offline. */
export interface HttpRequest {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export interface HttpAnswer {
  status: number;
  json(): Promise<unknown>;
}

export type HttpFetch = (url: string, request: HttpRequest) => Promise<HttpAnswer>;

/** The platform's fetch. */
export const platformFetch: HttpFetch = (url, request) => fetch(url, request);

/** Trims trailing slashes so `${base}/path` never doubles them. */
export function baseUrl(url: string): string {
  return url.replace(/\/+$/, '');
}
