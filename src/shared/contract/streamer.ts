import { z } from 'zod';
import { ackOf, clientEvent, httpCall, serverEvent } from './define';
import { tokenSchema } from './common';
import { betRecordSchema } from './instantGames';
import { captureTokenSchema, createCaptureTokenBody } from './captureTokens';
import { paceSchema } from './reveal';

// Streamer mode and capture links (issue 20). Streamer mode hides the player's own
// balances, winnings, name and personal data on their screens; it is kept on the account,
// so every device and tab follows it. A capture token lets a stream's browser source
// (/embed/{game}?token=...) watch its owner's own bets land, never anything else: it is not
// a session, and revoking it stops the feed at once.

export {
  CAPTURE_LABEL_MAX,
  CAPTURE_TOKEN_LIMIT,
  type CaptureToken,
  captureLabelSchema,
  captureTokenSchema,
  createCaptureTokenBody,
} from './captureTokens';

export const streamerModeBody = z
  .object({ streamerMode: z.boolean({ error: 'streamerMode must be true or false' }) })
  .strict();

export const captureTokenIdParams = z
  .object({ id: z.uuid({ error: 'Capture link id must be a UUID' }) })
  .strict();

export const streamerCalls = {
  setStreamerMode: httpCall({
    method: 'POST',
    path: '/users/me/streamer-mode',
    summary:
      "Turn streamer mode on or off: the player's balances, winnings, name and personal data hidden on every screen",
    auth: true,
    body: streamerModeBody,
    response: z.object({ streamerMode: z.boolean() }),
  }),
  listCaptureTokens: httpCall({
    method: 'GET',
    path: '/users/me/capture-tokens',
    summary: "The player's active capture links (browser sources that follow their bets)",
    auth: true,
    response: z.object({ tokens: z.array(captureTokenSchema) }),
  }),
  createCaptureToken: httpCall({
    method: 'POST',
    path: '/users/me/capture-tokens',
    summary:
      'Create a capture link for a stream browser source; the token is in this answer only (only its hash is stored)',
    auth: true,
    body: createCaptureTokenBody,
    response: z.object({ token: captureTokenSchema, secret: tokenSchema }),
  }),
  revokeCaptureToken: httpCall({
    method: 'POST',
    path: '/users/me/capture-tokens/:id/revoke',
    summary: 'Revoke a capture link: every browser source using it stops at once',
    auth: true,
    params: captureTokenIdParams,
    response: z.object({ id: z.uuid() }),
  }),
};

export const captureJoinPayload = z
  .object({ data: z.object({ token: tokenSchema }).strict() })
  .strict();

/** One of the streamer's bets for a browser source, timed so it never lands first. */
export const captureBetPayload = z.object({
  data: z.object({
    bet: betRecordSchema,
    /** The pace the betting tab plays it at. */
    pace: paceSchema,
    /** Ms from receipt until the betting tab has landed on it (the no-spoilers hold). */
    revealInMs: z.number().int().min(0),
    /** How long the game's animation takes at that pace (its manifest's revealMs). */
    animationMs: z.number().int().min(0),
  }),
});
export type CaptureBet = z.infer<typeof captureBetPayload>['data'];

export const captureRevokedPayload = z.object({ data: z.object({}) });
export const streamerModePayload = z.object({ data: z.object({ streamerMode: z.boolean() }) });

export const streamerClientEvents = {
  'capture.join': clientEvent({
    summary:
      "Watch a capture token's owner's own bets land (read-only; no session); refused if unknown or revoked",
    payload: captureJoinPayload,
    ack: ackOf(z.object({ watching: z.literal(true) })),
  }),
};

export const streamerServerEvents = {
  'capture.bet': serverEvent({
    summary:
      "One of the capture token owner's bets (to the token's sockets): play it revealInMs - animationMs after receipt",
    payload: captureBetPayload,
  }),
  'capture.revoked': serverEvent({
    summary: 'The capture token was revoked: the socket is disconnected after this',
    payload: captureRevokedPayload,
  }),
  'user.streamer-mode': serverEvent({
    summary: 'The player turned streamer mode on or off (to every tab of theirs)',
    payload: streamerModePayload,
  }),
};
