import { z } from 'zod';
import { ACTION_LIMITS, type ActionLimits, WRITES_PER_MINUTE } from '../../edge/limits';
import type { SliceEnv } from '../envFields';

/** How fast one address or socket may go before the edge refuses it. */
export const limitsEnv = {
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(WRITES_PER_MINUTE),
  SOCKET_EVENTS_PER_10S: z.coerce.number().int().min(1).default(50),
};

export interface LimitsConfig {
  /** API writes per minute per address; reads get READS_PER_WRITE times as many (edge/limits.ts). */
  rateLimitPerMinute: number;
  /** Per minute, per account and per address: sign-up, log-in, codes, money, chat. */
  actionLimits: ActionLimits;
  socketEventsPer10s: number;
}

export function limitsConfig(e: SliceEnv<typeof limitsEnv>): LimitsConfig {
  return {
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    actionLimits: ACTION_LIMITS,
    socketEventsPer10s: e.SOCKET_EVENTS_PER_10S,
  };
}
