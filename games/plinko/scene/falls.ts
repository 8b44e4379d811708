import { decodeTrajectory, type PlinkoLibrary, type Trajectory } from './library';

// Which recorded fall a ball plays: any fall that ended in its bucket, or in the mirror
// bucket played mirrored, chosen by a hash of the ball's id, so a replay looks the same.

export interface Fall {
  trajectory: Trajectory;
  mirror: boolean;
}

/** FNV-1a of the id: a stable 32-bit seed. */
export function seedOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A board's falls, decoded once and grouped by the bucket each lands in (either way round). */
export class BoardFalls {
  private readonly byBucket: Fall[][];

  constructor(
    library: PlinkoLibrary,
    readonly rows: number,
  ) {
    this.byBucket = Array.from({ length: rows + 1 }, () => []);
    for (const stored of library.boards[rows] ?? []) {
      const trajectory = decodeTrajectory(stored, library);
      this.byBucket[trajectory.bucket]?.push({ trajectory, mirror: false });
      this.byBucket[rows - trajectory.bucket]?.push({ trajectory, mirror: true });
    }
  }

  /** Every fall that lands in `bucket`. */
  into(bucket: number): readonly Fall[] {
    return this.byBucket[bucket] ?? [];
  }

  /** The fall the ball `id` plays into `bucket` (a whole number from 0 to rows). */
  pick(bucket: number, id: string): Fall {
    const falls = this.into(bucket);
    const fall = falls[seedOf(id) % falls.length];
    if (!fall) throw new Error(`No recorded fall into bucket ${bucket} of ${this.rows} rows`);
    return fall;
  }
}
