import { CRASH_NOTICE_E2 } from '../../../../games/crash/core';
import {
  ROUND_NOTICE_LIFETIME_MS,
  type RaiseInput,
  formatMultiplier,
  msAfter,
  noticesOn,
} from '../notifications';

/** CRASH_100X: a Crash round went to 100x or beyond; everyone on the Crash page hears it. */
export function crashHundredXNotice(input: { crashPointE4: number }, now: Date): RaiseInput {
  return {
    type: 'CRASH_100X',
    severity: 'NOTICE',
    audience: 'EVERYONE',
    title: 'Crash went to the moon',
    message: `This round crashed at ${formatMultiplier(input.crashPointE4)}!`,
    location: 'CRASH',
    priority: 15,
    expiresAt: msAfter(now, ROUND_NOTICE_LIFETIME_MS),
  };
}

/** A crash round that reached 100x tells everyone on the Crash page, once it has crashed. */
export const crashNotices = noticesOn('crash.crashed', ({ roundId, crashPoint }, now) =>
  crashPoint >= CRASH_NOTICE_E2
    ? [
        {
          notice: crashHundredXNotice({ crashPointE4: crashPoint * 100 }, now),
          context: `CRASH_100X for round ${roundId}`,
        },
      ]
    : [],
);
