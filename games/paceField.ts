import { z } from 'zod';
import { PACES } from './pace';

// The pace a bet body may carry, as a schema: apart from pace.ts, which the lobby reads, so
// the lobby never loads zod for it.

/** How fast the betting tab animates its outcome (pace.ts); normal when left out. */
export const paceSchema = z.enum(PACES, { error: 'Pace must be "normal", "turbo" or "instant"' });

/** The optional `pace` field every bet body with an animated outcome accepts. */
export const paceField = { pace: paceSchema.optional() };
