import { z } from 'zod';
import { twoFactorCodeSchema } from './auth';
import { okSchema, textSchema } from './common';
import { httpCall } from './define';

/** `ABCD-EFGH-JK`: ten symbols of an alphabet without 0/O/1/I, shown once to the player. */
export const backupCodeSchema = textSchema().regex(
  /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{2}$/,
  {
    error: 'Must be a backup code like ABCD-EFGH-JK',
  },
);

const codeBody = z.object({ code: twoFactorCodeSchema }).strict();
const backupCodesAnswer = z.object({ backupCodes: z.array(backupCodeSchema).length(10) });

export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: textSchema().regex(/^[A-Z2-7]+=*$/, { error: 'Must be base32' }),
  otpauthUrl: textSchema().startsWith('otpauth://totp/'),
  /** An `<svg>` document of the otpauthUrl's QR code. */
  qrCodeSvg: textSchema().startsWith('<svg'),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorCalls = {
  setupTwoFactor: httpCall({
    method: 'POST',
    path: '/auth/2fa/setup',
    summary: 'Start enabling two-factor authentication: a new secret and its QR code',
    auth: true,
    response: twoFactorSetupSchema,
  }),
  enableTwoFactor: httpCall({
    method: 'POST',
    path: '/auth/2fa/enable',
    summary: 'Confirm the authenticator with a first code; answers the backup codes once',
    auth: true,
    body: codeBody,
    response: backupCodesAnswer,
  }),
  verifyTwoFactor: httpCall({
    method: 'POST',
    path: '/auth/2fa/verify',
    summary: 'Prove the second factor in this session (sensitive actions need it recent)',
    auth: true,
    body: codeBody,
    response: okSchema,
  }),
  disableTwoFactor: httpCall({
    method: 'POST',
    path: '/auth/2fa/disable',
    summary: 'Turn two-factor authentication off (recent verification and a code required)',
    auth: true,
    body: codeBody,
    response: okSchema,
  }),
  regenerateBackupCodes: httpCall({
    method: 'POST',
    path: '/auth/2fa/backup-codes',
    summary: 'Replace the backup codes (recent verification and a code required)',
    auth: true,
    body: codeBody,
    response: backupCodesAnswer,
  }),
};
