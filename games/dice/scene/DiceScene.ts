import Phaser from 'phaser';
import type { DiceCommands } from '../bus';
import { StageScene } from '../../engine/StageScene';
import tuningFile from '../tuning.json';
import { DiceModel, diceTrack, formatRoll, ROLL_MAX, valueToX, type DiceTrack } from './motion';
import type { DiceProbe } from './probe';

// The dice slider: a 0.00-100.00 track split into the win zone (green) and the lose zone
// (muted red) at the target, and a marker that glides to the settled roll, shows it and
// glows on a win. The motion itself lives in ./motion.ts; this only draws it.

const TICKS = [0, 25, 50, 75, 100];

export class DiceScene extends StageScene<typeof tuningFile, DiceCommands> {
  protected readonly defaultTuning = tuningFile;
  private model!: DiceModel;
  private track!: DiceTrack;
  private trackBar!: Phaser.GameObjects.Rectangle;
  private winBar!: Phaser.GameObjects.Rectangle;
  private loseBar!: Phaser.GameObjects.Rectangle;
  private handle!: Phaser.GameObjects.Rectangle;
  private marker!: Phaser.GameObjects.Container;
  private bodies!: Record<'neutral' | 'win' | 'lose', Phaser.GameObjects.Graphics>;
  private glow!: Phaser.GameObjects.Arc;
  private label!: Phaser.GameObjects.Text;
  /** What the label shows, so the text is only re-rendered when the roll changes. */
  private labelRoll = -1;

  constructor() {
    super('dice');
  }

  protected build(): void {
    const { sizes, colours, css } = this.tuning;
    this.model = new DiceModel(this.tuning, this.durations);
    this.track = diceTrack(this.tuning);
    const { x, width, y } = this.track;
    const h = sizes.trackHeight;

    this.add
      .rectangle(x - 10, y, width + 20, h + 16, colours.track)
      .setOrigin(0, 0.5)
      .setRounded((h + 16) / 2);
    this.trackBar = this.add.rectangle(x, y, width, h, colours.track).setOrigin(0, 0.5);
    // Zones are one unit wide and stretched with scaleX: moving them allocates nothing.
    this.loseBar = this.add.rectangle(x, y, 1, h, colours.lose).setOrigin(0, 0.5);
    this.winBar = this.add.rectangle(x, y, 1, h, colours.win).setOrigin(0, 0.5);
    this.handle = this.add.rectangle(x, y, sizes.handleWidth, h + 14, colours.handle);

    const ticks = this.add.graphics().fillStyle(colours.tick, 1);
    for (const tick of TICKS) {
      const tx = valueToX(tick * 100, this.track);
      ticks.fillRect(tx - 1, y + h / 2 + 8, 2, 6);
      this.addText(tx, y + h / 2 + 18, String(tick), {
        fontFamily: 'system-ui, sans-serif',
        fontSize: `${sizes.tickFont}px`,
        color: css.tick,
      }).setOrigin(0.5, 0);
    }

    const mw = sizes.markerWidth;
    const mh = sizes.markerHeight;
    const body = (colour: number) =>
      this.add
        .graphics()
        .fillStyle(colour, 1)
        .fillRoundedRect(-mw / 2, -mh / 2, mw, mh, 10)
        .fillTriangle(-8, mh / 2 - 1, 8, mh / 2 - 1, 0, mh / 2 + 9);
    this.glow = this.add.circle(0, 0, sizes.glowRadius, colours.glow, 1).setAlpha(0);
    this.bodies = {
      neutral: body(colours.marker),
      win: body(colours.markerWin),
      lose: body(colours.markerLose),
    };
    this.label = this.addText(0, 0, '', {
      fontFamily: 'system-ui, sans-serif',
      fontSize: `${sizes.labelFont}px`,
      fontStyle: 'bold',
      color: css.markerText,
    }).setOrigin(0.5, 0.5);
    const markerY = y - h / 2 - sizes.markerGap - 9 - mh / 2;
    this.marker = this.add.container(x, markerY, [
      this.glow,
      this.bodies.neutral,
      this.bodies.win,
      this.bodies.lose,
      this.label,
    ]);
    this.labelRoll = -1;
    this.sync();
  }

  protected listen(): void {
    this.on('dice:preview', (preview) => this.model.preview(preview));
    this.on('dice:roll', (roll) => {
      this.model.roll(roll);
      // A tick as the marker sets off (the page plays it through the audio registry).
      this.bus.emit('sound', { name: 'game.wheel-tick' });
    });
  }

  protected skip(): void {
    this.model.skip();
  }

  protected still(): boolean {
    return this.model.still();
  }

  override update(_time: number, delta: number): void {
    this.model.step(delta);
    this.sync();
    // Announce only after the frame shows the landing.
    const { done } = this.model;
    for (let i = 0; i < done.length; i++) {
      // The landing sounds with the frame that shows it: a chord for a win, a quiet fall
      // for a loss.
      this.bus.emit('sound', { name: this.model.shown?.win ? 'game.wheel-end' : 'ui.dim' });
      this.bus.emit('done', { id: done[i] as string });
    }
    done.length = 0;
  }

  private sync(): void {
    const model = this.model;
    const boundary = model.boundary.value;
    // The win zone is one side of the boundary, the lose zone the other (no arrays per frame).
    if (model.direction === 'over') {
      this.placeBar(this.winBar, boundary, ROLL_MAX);
      this.placeBar(this.loseBar, 0, boundary);
    } else {
      this.placeBar(this.winBar, 0, boundary);
      this.placeBar(this.loseBar, boundary, ROLL_MAX);
    }
    this.handle.x = valueToX(boundary, this.track);

    this.marker.visible = model.hasRolled;
    this.marker.x = valueToX(model.marker.value, this.track);
    const shown = model.shown;
    this.bodies.neutral.visible = shown === null;
    this.bodies.win.visible = shown?.win === true;
    this.bodies.lose.visible = shown?.win === false;
    this.label.visible = shown !== null;
    if (shown) {
      if (shown.roll !== this.labelRoll) {
        this.label.setText(formatRoll(shown.roll));
        this.labelRoll = shown.roll;
      }
      this.label.setScale(this.tuning.easings.label(model.labelProgress()));
    }
    this.glow.setAlpha(model.glowAlpha());
  }

  private placeBar(bar: Phaser.GameObjects.Rectangle, from: number, to: number): void {
    const x0 = valueToX(from, this.track);
    bar.x = x0;
    bar.scaleX = valueToX(to, this.track) - x0;
  }

  probe(): DiceProbe {
    const state = this.bodies.win.visible ? 'win' : this.bodies.lose.visible ? 'lose' : 'neutral';
    return {
      track: { x: this.trackBar.x, width: this.trackBar.width },
      winZone: { x: this.winBar.x, width: this.winBar.width * this.winBar.scaleX },
      markerVisible: this.marker.visible,
      markerX: this.marker.x,
      label: this.label.visible ? this.label.text : null,
      state,
      glow: this.glow.alpha,
    };
  }
}
