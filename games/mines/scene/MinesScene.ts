import Phaser from 'phaser';
import type { MinesCommands } from '../bus';
import { StageScene } from '../../engine/StageScene';
import tuningFile from '../tuning.json';
import { GRID, TILES, tileCell } from './board';
import { MinesModel, type TileMotion } from './motion';
import type { MinesProbe } from './probe';
import { minesEasings } from '../easings';

// The mines grid: 5 x 5 tiles that flip to a gem or a mine. A hit mine explodes (with a
// small shake unless the player prefers reduced motion) before the other mines show; a
// cash-out shows the remaining mines dimmed. Timing lives in ./motion.ts.

interface TileView {
  box: Phaser.GameObjects.Container;
  cover: Phaser.GameObjects.Rectangle;
  face: Phaser.GameObjects.Rectangle;
  gem: Phaser.GameObjects.Graphics;
  mine: Phaser.GameObjects.Graphics;
}

export class MinesScene extends StageScene<typeof tuningFile, MinesCommands> {
  protected readonly defaultTuning = tuningFile;
  protected override readonly ownEasings = minesEasings;
  private model!: MinesModel;
  private views: TileView[] = [];
  private focusRing!: Phaser.GameObjects.Rectangle;
  private burst!: Phaser.GameObjects.Arc;
  private tileSize = 0;
  /** Tile centres in board units, worked out once. */
  private centres: { x: number; y: number }[] = [];

  constructor() {
    super('mines');
  }

  protected build(): void {
    const { sizes, colours, factors } = this.tuning;
    this.model = new MinesModel(this.tuning, this.durations, () => !this.motion.reduced);
    this.tileSize = (sizes.width - 2 * sizes.margin - (GRID - 1) * sizes.gap) / GRID;
    const size = this.tileSize;
    const icon = (size / 2) * factors.iconScale;
    this.views = [];
    this.centres = Array.from({ length: TILES }, (_, tile) => this.tileCentre(tile));
    for (let tile = 0; tile < TILES; tile++) {
      const { x, y } = this.centres[tile]!;
      const cover = this.add
        .rectangle(0, 0, size, size, colours.cover)
        .setRounded(sizes.radius)
        .setStrokeStyle(2, colours.coverEdge);
      const face = this.add.rectangle(0, 0, size, size, colours.face).setRounded(sizes.radius);
      const gem = this.add
        .graphics()
        .fillStyle(colours.gem, 1)
        .fillPoints(
          [
            [-icon, -icon * 0.35],
            [-icon * 0.55, -icon * 0.85],
            [icon * 0.55, -icon * 0.85],
            [icon, -icon * 0.35],
            [0, icon],
          ].map(([x, y]) => new Phaser.Math.Vector2(x, y)),
          true,
        )
        .fillStyle(colours.gemShine, 0.7)
        .fillTriangle(-icon * 0.55, -icon * 0.85, 0, -icon * 0.35, -icon, -icon * 0.35);
      const mine = this.add.graphics().fillStyle(colours.mine, 1);
      for (let k = 0; k < 8; k++) {
        const a = (k * Math.PI) / 4;
        mine.fillCircle(Math.cos(a) * icon * 0.78, Math.sin(a) * icon * 0.78, icon * 0.16);
      }
      mine
        .fillCircle(0, 0, icon * 0.68)
        .fillStyle(colours.mineCore, 1)
        .fillCircle(-icon * 0.2, -icon * 0.2, icon * 0.18);
      const box = this.add.container(x, y, [cover, face, gem, mine]);
      this.views.push({ box, cover, face, gem, mine });
    }
    // Full size once; the explosion grows by scale, which redraws nothing.
    this.burst = this.add
      .circle(0, 0, sizes.explosionRadius, colours.explosion, 1)
      .setVisible(false);
    this.focusRing = this.add
      .rectangle(0, 0, size + sizes.focusWidth * 2, size + sizes.focusWidth * 2)
      .setRounded(sizes.radius + sizes.focusWidth)
      .setStrokeStyle(sizes.focusWidth, colours.focus)
      .setVisible(false);
    this.sync();
  }

  protected listen(): void {
    this.on('mines:board', (board) => this.model.board(board));
    this.on('mines:reveal', (reveal) => this.model.reveal(reveal));
    this.on('mines:cashout', (cashout) => this.model.cashout(cashout));
    this.on('mines:focus', ({ tile }) => {
      this.model.focus = tile;
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
    this.sync();
    this.tellFrame(model);
  }

  private tileCentre(tile: number): { x: number; y: number } {
    const { margin, gap } = this.tuning.sizes;
    const [col, row] = tileCell(tile);
    const step = this.tileSize + gap;
    return {
      x: margin + col * step + this.tileSize / 2,
      y: margin + row * step + this.tileSize / 2,
    };
  }

  private sync(): void {
    const model = this.model;
    const { colours, factors, sizes } = this.tuning;
    for (let i = 0; i < TILES; i++) {
      const tile = model.tiles[i] as TileMotion;
      const view = this.views[i] as TileView;
      const hidden = tile.shownFace === 'hidden';
      view.box.scaleX = model.tileScaleX(tile);
      view.box.alpha = tile.shownDim ? factors.dimAlpha : 1;
      view.cover.visible = hidden;
      view.face.visible = !hidden;
      const faceColour = tile.shownExploded ? colours.scorch : colours.face;
      if (view.face.fillColor !== faceColour) view.face.setFillStyle(faceColour);
      view.gem.visible = tile.shownFace === 'gem';
      view.mine.visible = tile.shownFace === 'mine';
      if (!hidden) {
        const scale = model.iconScale(tile);
        (tile.shownFace === 'gem' ? view.gem : view.mine).setScale(scale);
      }
    }

    const explosion = model.explosion;
    const p = model.explosionProgress();
    this.burst.visible = explosion !== null && p > 0 && p < 1;
    if (explosion && this.burst.visible) {
      const centre = this.centres[explosion.tile]!;
      this.burst.setPosition(centre.x, centre.y);
      this.burst.setScale(this.tuning.easings.explosion(p));
      this.burst.alpha = 0.85 * (1 - p);
    }

    this.focusRing.visible = model.focus >= 0 && model.focus < TILES;
    if (this.focusRing.visible) {
      const centre = this.centres[model.focus]!;
      this.focusRing.setPosition(centre.x, centre.y);
    }
    this.offsetView(model.shakeOffset(sizes.shake), 0);
  }

  probe(): MinesProbe {
    const scorch = this.tuning.colours.scorch;
    return {
      tiles: this.views.map((view) => ({
        face: view.gem.visible ? 'gem' : view.mine.visible ? 'mine' : 'hidden',
        dim: view.box.alpha < 1,
        exploded: view.face.visible && view.face.fillColor === scorch,
        scaleX: view.box.scaleX,
      })),
      focus: this.focusRing.visible
        ? this.views.findIndex((v) => v.box.x === this.focusRing.x && v.box.y === this.focusRing.y)
        : -1,
    };
  }
}
