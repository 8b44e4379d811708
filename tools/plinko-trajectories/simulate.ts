import Matter from 'matter-js';
import { resolveTuning } from '../../games/engine/tuning';
import {
  bucketCentreX,
  pegX,
  pegY,
  plinkoGeometry,
  restY,
  type PlinkoGeometry,
} from '../../games/plinko/scene/geometry';
import tuningFile from '../../games/plinko/tuning.json';
import { PHYSICS, type DropInput } from './physics';

// One plinko drop in matter-js: pegs as static circles, the ball released above the top peg
// with its start conditions, until it crosses the line where balls rest on the buckets.
// The generator searches with it; the tests run it again to prove the library came from it.

export const tuning = resolveTuning(tuningFile);

export interface SimSample {
  x: number;
  y: number;
  angle: number;
}

export interface SimResult {
  /**
   * One sample every PHYSICS.stepsPerSample steps, from the release to one past the first
   * at or below the rest line (so it still lies past the line once rounded).
   */
  samples: SimSample[];
  /** Steps at which the ball touched a peg, with the impact speed (row gaps per second). */
  contacts: { step: number; speed: number }[];
  /** The bucket whose centre is nearest where it crossed the rest line, or null if it never did. */
  bucket: number | null;
  /** Distance (in spacings) from that bucket's centre when it crossed the rest line. */
  offset: number;
  /** When (ms after release) it crossed the rest line. */
  landingMs: number;
}

export function boardFor(rows: number): PlinkoGeometry {
  return plinkoGeometry(rows, tuning);
}

/** Velocity in matter's units (per base delta) from board units per second. */
const perBase = (unitsPerSecond: number) => (unitsPerSecond * (1000 / 60)) / 1000;

export function simulate(rows: number, [x0, vx0, spin0]: DropInput): SimResult {
  const g = boardFor(rows);
  const engine = Matter.Engine.create({
    gravity: { x: 0, y: 1, scale: PHYSICS.gravity * g.rowGap },
    positionIterations: 8,
    velocityIterations: 6,
  });
  const pegs: Matter.Body[] = [];
  for (let row = 0; row < rows; row++) {
    for (let i = 0; i < row + 3; i++) {
      pegs.push(
        Matter.Bodies.circle(pegX(g, row, i), pegY(g, row), g.pegRadius, {
          isStatic: true,
          restitution: PHYSICS.restitution,
          friction: PHYSICS.friction,
          label: `peg:${row}`,
        }),
      );
    }
  }
  const ball = Matter.Bodies.circle(
    g.centreX + (x0 / PHYSICS.inputScale) * g.spacing,
    g.startY,
    g.ballRadius,
    {
      restitution: PHYSICS.restitution,
      friction: PHYSICS.friction,
      frictionAir: PHYSICS.frictionAir,
      label: 'ball',
    },
  );
  Matter.Composite.add(engine.world, [...pegs, ball]);
  Matter.Body.setVelocity(ball, {
    x: perBase((vx0 / PHYSICS.inputScale) * g.spacing),
    y: 0,
  });
  Matter.Body.setAngularVelocity(ball, spin0 / PHYSICS.inputScale / 60);

  const contacts: SimResult['contacts'] = [];
  /** The step each peg was last touched at: a ball rolling on a peg makes one sound. */
  const lastTouch = new Map<Matter.Body, number>();
  Matter.Events.on(engine, 'collisionStart', (event) => {
    for (const pair of event.pairs) {
      const peg = pair.bodyA === ball ? pair.bodyB : pair.bodyB === ball ? pair.bodyA : null;
      if (!peg) continue;
      const last = lastTouch.get(peg);
      lastTouch.set(peg, step);
      if (last !== undefined && step - last < PHYSICS.quietSteps) continue;
      const { normal } = pair.collision;
      const along = Math.abs(ball.velocity.x * normal.x + ball.velocity.y * normal.y);
      contacts.push({ step, speed: (along * 60) / g.rowGap });
    }
  });

  const samples: SimSample[] = [];
  const rest = restY(g);
  const maxSteps = Math.ceil(PHYSICS.maxMs / PHYSICS.stepMs);
  let step = 0;
  const sample = () => samples.push({ x: ball.position.x, y: ball.position.y, angle: ball.angle });
  sample();
  let crossed = -1;
  for (step = 1; step <= maxSteps; step++) {
    Matter.Engine.update(engine, PHYSICS.stepMs);
    if (step % PHYSICS.stepsPerSample === 0) {
      sample();
      if (crossed >= 0) break;
      if (ball.position.y >= rest) crossed = samples.length - 1;
    }
  }
  Matter.Engine.clear(engine);
  const missed = { samples, contacts, bucket: null, offset: Infinity, landingMs: Infinity };
  if (crossed < 0) return missed;
  // where it crossed the rest line, between the samples either side
  const before = samples[crossed - 1]!;
  const after = samples[crossed]!;
  const t = (rest - before.y) / (after.y - before.y);
  const x = before.x + (after.x - before.x) * t;
  const bucket = Math.round((x - g.centreX) / g.spacing + rows / 2) | 0; // never -0
  if (bucket < 0 || bucket > rows) return missed;
  return {
    samples,
    contacts,
    bucket,
    offset: Math.abs(x - bucketCentreX(g, bucket)) / g.spacing,
    landingMs: (crossed - 1 + t) * PHYSICS.stepMs * PHYSICS.stepsPerSample,
  };
}
