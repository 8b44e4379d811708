import { expect, type APIRequestContext } from '@playwright/test';
import { ownClientAddress } from './client-address';

/** Registers a player through the API (faster than the form); the request keeps its cookie. */
export async function registerThroughApi(request: APIRequestContext, username: string) {
  const res = await request.post('/api/auth/register', {
    headers: ownClientAddress(),
    data: {
      username,
      email: `${username}@example.com`,
      password: 'Correct-Horse-42',
      acceptTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).user as { id: string; username: string };
}
