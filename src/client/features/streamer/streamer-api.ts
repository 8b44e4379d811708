import type { HttpResponse } from '../../../shared/contract';
import type { CaptureToken } from '../../../shared/contract/streamer';
import { apiRequest } from '../../lib/http';

/** Streamer mode on or off (POST /users/me/streamer-mode); answers the stored setting. */
export async function setStreamerModeOnServer(streamerMode: boolean): Promise<boolean> {
  const answer = await apiRequest<HttpResponse<'setStreamerMode'>>('/users/me/streamer-mode', {
    method: 'POST',
    body: { streamerMode },
  });
  return answer.streamerMode;
}

export async function listCaptureTokens(): Promise<CaptureToken[]> {
  return (await apiRequest<HttpResponse<'listCaptureTokens'>>('/users/me/capture-tokens')).tokens;
}

/** A new capture link; `secret` is the token, shown once. */
export function createCaptureToken(label: string): Promise<HttpResponse<'createCaptureToken'>> {
  return apiRequest<HttpResponse<'createCaptureToken'>>('/users/me/capture-tokens', {
    method: 'POST',
    body: { label },
  });
}

export async function revokeCaptureToken(id: string): Promise<void> {
  await apiRequest<HttpResponse<'revokeCaptureToken'>>(
    `/users/me/capture-tokens/${encodeURIComponent(id)}/revoke`,
    { method: 'POST' },
  );
}
