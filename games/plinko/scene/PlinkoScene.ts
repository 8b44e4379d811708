import Phaser from 'phaser';
import type { PlinkoCommands } from '../bus';
import { StageScene } from '../../engine/StageScene';
import tuningFile from '../tuning.json';
import { bucketCentreX, bucketHeat, heatColour, pegX, pegY } from './geometry';
import { bucketLabelLayout, LABEL_ON_END_FONT } from './labelLayout';
import type { PlinkoLibrary } from './library';
import { PlinkoModel } from './model';
import type { PlinkoProbe } from './probe';
import { plinkoEasings } from '../easings';

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
  protected override readonly ownEasings = plinkoEasings;
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
    // Font, form and place of every label from the board's width on screen, measured in
    // the real font rather than estimated.
    const style = {
      fontFamily: 'system-ui, sans-serif',
      fontSize: `${sizes.labelFont}px`,
      fontStyle: 'bold',
      color: this.tuning.css.bucketText,
    };
    const measure = this.addText(0, 0, '', style).setVisible(false);
    const layout = bucketLabelLayout(
      sizes.width * this.cssPerUnit(),
      g.rows,
      model.multipliers,
      this.tuning,
      {
        width: (text, fontSize, onEnd) =>
          measure
            .setFontFamily(onEnd ? LABEL_ON_END_FONT : style.fontFamily)
            .setFontSize(fontSize)
            .setText(text).width,
        lineHeight: (fontSize) =>
          measure.setFontFamily(style.fontFamily).setFontSize(fontSize).setText('0').height,
      },
    );
    this.removeText(measure);
    const labelStyle = {
      ...style,
      fontFamily: layout.rotated ? LABEL_ON_END_FONT : style.fontFamily,
      fontSize: `${layout.fontSize}px`,
    };
    const restY = g.bucketY + g.bucketHeight / 2;
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
      // A taller bucket (labels on end) keeps its top where balls land and grows down.
      const rect = this.add
        .rectangle(
          0,
          (layout.bucketHeight - g.bucketHeight) / 2,
          g.bucketWidth,
          layout.bucketHeight,
          colour,
        )
        .setRounded(6);
      const box = this.add.container(bucketCentreX(g, b), restY, [rect]);
      const placed = layout.labels[b];
      let label: Phaser.GameObjects.Text | null = null;
      if (placed) {
        label = this.addText(placed.x - box.x, placed.y - restY, placed.text, labelStyle)
          .setOrigin(0.5, 0.5)
          .setAngle(layout.rotated ? -90 : 0);
        // Only a label longer than the board has room for is squeezed (none at 320 px and up).
        const room = layout.rotated ? layout.bucketHeight : g.spacing;
        if (label.width > room) label.setScale(room / label.width);
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
    const css = this.cssPerUnit();
    return {
      rows: this.model.geometry.rows,
      board: { width: this.tuning.sizes.width, height: this.tuning.sizes.height },
      labelCssPx: Math.min(
        ...this.buckets.flatMap(({ label }) =>
          label ? [Number.parseFloat(String(label.style.fontSize)) * label.scaleX * css] : [],
        ),
      ),
      buckets: this.buckets.map(({ box, rect, label }) => ({
        left: box.x - rect.width / 2,
        right: box.x + rect.width / 2,
        label: label?.text ?? null,
        labelBox: label ? labelBounds(label) : null,
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

/** What a label covers on the board, turned or not (its bucket's container included). */
function labelBounds(label: Phaser.GameObjects.Text) {
  const { left, right, top, bottom } = label.getBounds();
  return { left, right, top, bottom };
}
