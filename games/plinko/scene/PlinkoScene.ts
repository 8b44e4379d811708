import Phaser from 'phaser';
import type { PlinkoCommands } from '../bus';
import { StageScene } from '../../engine/StageScene';
import tuningFile from '../tuning.json';
import { bucketCentreX, bucketHeat, bucketLabels, heatColour, pegX, pegY } from './geometry';
import type { PlinkoLibrary } from './library';
import { PlinkoModel } from './model';
import type { PlinkoProbe } from './probe';

// The plinko board: a triangle of pegs over a row of buckets coloured by how far out they
// sit (hot edges, cool centre) and labelled with their multipliers. Any number of balls
// fall at once, each along a recorded physics fall into its bucket (./flight.ts), a shine
// on each ball turning with its spin. The falls come with the scene (plinkoSceneWith).

interface BucketView {
  box: Phaser.GameObjects.Container;
  rect: Phaser.GameObjects.Rectangle;
  label: Phaser.GameObjects.Text | null;
  restY: number;
}

interface BallView {
  ball: Phaser.GameObjects.Arc;
  shine: Phaser.GameObjects.Arc;
}

/** The shine's distance from the ball's centre, and its size, as shares of the radius. */
const SHINE_OFFSET = 0.45;
const SHINE_SIZE = 0.32;

/** The scene class with its recorded falls (loaded beside the scene chunk). */
export function plinkoSceneWith(library: PlinkoLibrary): new () => PlinkoScene {
  return class LoadedPlinkoScene extends PlinkoScene {
    protected readonly library = library;
  };
}

export abstract class PlinkoScene extends StageScene<typeof tuningFile, PlinkoCommands> {
  protected readonly defaultTuning = tuningFile;
  protected abstract readonly library: PlinkoLibrary;
  private model!: PlinkoModel;
  private pegs!: Phaser.GameObjects.Graphics;
  private buckets: BucketView[] = [];
  /** Ball sprites, reused: index i shows model.balls[i]. */
  private ballPool: BallView[] = [];
  private shownBoard = -1;

  constructor() {
    super('plinko');
  }

  protected build(): void {
    this.model = new PlinkoModel(this.tuning, this.library, this.durations);
    this.pegs = this.add.graphics();
    this.buckets = [];
    this.ballPool = [];
    this.shownBoard = -1;
    this.drawBoard();
  }

  protected listen(): void {
    this.on('plinko:board', (board) => {
      this.model.setBoard(board);
      this.drawBoard();
    });
    this.on('plinko:drop', (drop) => {
      this.model.drop(drop);
    });
  }

  protected skip(): void {
    this.model.skip();
  }

  protected still(): boolean {
    return this.model.still();
  }

  override update(_time: number, delta: number): void {
    const model = this.model;
    model.step(delta);
    this.syncBalls();
    this.syncBuckets();
    // Sounds and landings go out once the frame that shows them is drawn.
    for (let i = 0; i < model.bounces.length; i++) {
      this.bus.emit('sound', { name: 'game.plinko-bounce', gain: model.bounces[i] as number });
    }
    model.bounces.length = 0;
    for (; model.finishes > 0; model.finishes--)
      this.bus.emit('sound', { name: 'game.plinko-finish' });
    for (let i = 0; i < model.done.length; i++)
      this.bus.emit('done', { id: model.done[i] as string });
    model.done.length = 0;
  }

  /** Pegs and buckets for the model's current board (only when it changed). */
  private drawBoard(): void {
    const model = this.model;
    if (this.shownBoard === model.boardVersion) return;
    this.shownBoard = model.boardVersion;
    const g = model.geometry;
    const { colours, sizes } = this.tuning;

    this.pegs.clear().fillStyle(colours.peg, 1);
    for (let row = 0; row < g.rows; row++) {
      for (let i = 0; i < row + 3; i++)
        this.pegs.fillCircle(pegX(g, row, i), pegY(g, row), g.pegRadius);
    }

    for (const bucket of this.buckets) {
      if (bucket.label) this.removeText(bucket.label);
      bucket.box.destroy();
    }
    this.buckets = [];
    const designedFont = Math.min(sizes.labelFont, g.bucketWidth * 0.3);
    // Drawn at least at the readable size (addText); a narrow bucket gets a shorter label.
    const drawnFont = this.readableSize(designedFont);
    const style = {
      fontFamily: 'system-ui, sans-serif',
      fontSize: `${designedFont}px`,
      fontStyle: 'bold',
      color: this.tuning.css.bucketText,
    };
    // One form for the whole row, measured in the real font rather than estimated.
    const shown = model.multipliers.filter((m): m is number => m !== undefined);
    const measure = this.addText(0, 0, '', style).setVisible(false);
    const texts = bucketLabels(shown, drawnFont, g.spacing, (t) => measure.setText(t).width);
    this.removeText(measure);
    let next = 0;
    for (let b = 0; b <= g.rows; b++) {
      const multiplier = model.multipliers[b];
      const colour =
        multiplier === undefined
          ? colours.bucketEmpty
          : heatColour(
              bucketHeat(b, g.rows),
              colours.bucketCool,
              colours.bucketWarm,
              colours.bucketHot,
            );
      const restY = g.bucketY + g.bucketHeight / 2;
      const rect = this.add.rectangle(0, 0, g.bucketWidth, g.bucketHeight, colour).setRounded(6);
      const box = this.add.container(bucketCentreX(g, b), restY, [rect]);
      let label: Phaser.GameObjects.Text | null = null;
      if (multiplier !== undefined) {
        label = this.addText(0, 0, texts[next++]!, style).setOrigin(0.5, 0.5);
        // A font wider than any estimate may still overflow: then (only then) it is squeezed.
        if (label.width > g.spacing) label.setScale(g.spacing / label.width);
        box.add(label);
      }
      this.buckets.push({ box, rect, label, restY });
    }
    // Balls above everything else.
    for (const { ball, shine } of this.ballPool) {
      this.children.bringToTop(ball);
      this.children.bringToTop(shine);
    }
  }

  /** The board's size on screen changed: labels may need their short or long form. */
  protected override fitted(): void {
    if (!this.model) return;
    this.shownBoard = -1;
    this.drawBoard();
  }

  private syncBalls(): void {
    const { balls } = this.model;
    const radius = this.model.geometry.ballRadius;
    const { colours } = this.tuning;
    while (this.ballPool.length < balls.length) {
      this.ballPool.push({
        ball: this.add.circle(0, 0, radius, colours.ball),
        shine: this.add.circle(0, 0, radius * SHINE_SIZE, colours.ballShine),
      });
    }
    // Reduced motion keeps the shine still: the ball falls, but nothing spins.
    const spins = !this.motion.reduced;
    for (let i = 0; i < this.ballPool.length; i++) {
      const view = this.ballPool[i] as BallView;
      const ball = balls[i];
      view.ball.visible = view.shine.visible = ball !== undefined;
      if (!ball) continue;
      if (view.ball.radius !== radius) {
        view.ball.setRadius(radius);
        view.shine.setRadius(radius * SHINE_SIZE);
      }
      const angle = (spins ? ball.angle : 0) - (3 * Math.PI) / 4;
      view.ball.x = ball.x;
      view.ball.y = ball.y;
      view.shine.x = ball.x + Math.cos(angle) * radius * SHINE_OFFSET;
      view.shine.y = ball.y + Math.sin(angle) * radius * SHINE_OFFSET;
      view.ball.alpha = view.shine.alpha = this.model.ballAlpha(ball);
    }
  }

  private syncBuckets(): void {
    const depth = this.tuning.sizes.pulseDepth;
    for (let b = 0; b < this.buckets.length; b++) {
      const bucket = this.buckets[b] as BucketView;
      const p = this.model.pulseProgress(b);
      bucket.box.y = bucket.restY + depth * 4 * p * (1 - p);
    }
  }

  probe(): PlinkoProbe {
    const { balls } = this.model;
    return {
      rows: this.model.geometry.rows,
      buckets: this.buckets.map(({ box, rect, label }) => ({
        left: box.x - rect.width / 2,
        right: box.x + rect.width / 2,
        label: label?.text ?? null,
        colour: rect.fillColor,
      })),
      balls: balls.map((ball, i) => {
        const sprite = (this.ballPool[i] as BallView).ball;
        return {
          id: ball.id,
          x: sprite.x,
          y: sprite.y,
          visible: sprite.visible,
          landed: ball.landed,
        };
      }),
    };
  }
}
