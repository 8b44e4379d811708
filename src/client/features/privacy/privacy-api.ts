import type { HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';

/** Anonymous mode on or off (POST /users/me/anonymous); answers the stored setting. */
export async function setAnonymousMode(anonymous: boolean): Promise<boolean> {
  const answer = await apiRequest<HttpResponse<'setAnonymousMode'>>('/users/me/anonymous', {
    method: 'POST',
    body: { anonymous },
  });
  return answer.anonymous;
}
