/**
 * Channels a socket may subscribe to. Game keys follow the spec's route game keys; a
 * battle's own channel is `case-battle:<id>`.
 */
const STATIC_CHANNELS = new Set([
  'mines',
  'plinko',
  'coin-flip',
  'roulette',
  'case-battle',
  'case-unbox',
  'crash',
  'dice',
  'upgrader',
  'live-drops',
  'chat',
]);
const PARAMETERISED = /^(case-battle|coin-flip):[A-Za-z0-9_-]{1,64}$/;

export function isKnownChannel(channel: string): boolean {
  return STATIC_CHANNELS.has(channel) || PARAMETERISED.test(channel);
}

export const channelRoom = (channel: string) => `channel:${channel}`;
export const userRoom = (userId: string) => `user:${userId}`;
