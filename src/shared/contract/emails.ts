import { httpCall } from './define';
import { dataBody, okSchema, tokenSchema } from './common';

export const emailsCalls = {
  verifyEmail: httpCall({
    method: 'POST',
    path: '/email/verification/verify',
    summary: 'Verify an e-mail address with the token from the mail link',
    body: dataBody({ token: tokenSchema }),
    response: okSchema,
  }),
  resendEmailVerification: httpCall({
    method: 'POST',
    path: '/email/verification/resend',
    summary: 'Mail a new verification link to the logged-in player (throttled)',
    auth: true,
    response: okSchema,
  }),
};
