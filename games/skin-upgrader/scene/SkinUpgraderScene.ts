import Phaser from 'phaser';
import type { SkinUpgraderCommands } from '../bus';
import { formatUpgradeChance } from '../core/chance';
import { UPGRADE_CHANCE_SCALE } from '../core/limits';
import { StageScene } from '../../engine/StageScene';
import tuningFile from '../tuning.json';
import { fractionOf, insideArc, SkinUpgraderModel } from './motion';
import type { SkinUpgraderProbe } from './probe';
import { skinUpgraderEasings } from '../easings';

// The Skin Upgrader gauge: a ring whose bright arc is the win chance (from the top, clockwise
// for under; ending at the top for over), the chance in the middle, and a needle that spins
// onto the server's roll. Near an edge of the arc the needle creeps the last stretch; the
// ring flashes green on a win, red on a loss. The motion lives in ./motion.ts.

const TAU = Math.PI * 2;
/** Phaser's angles start at three o'clock; the gauge's turns start at the top. */
const TOP = -Math.PI / 2;
const TICKS = 20;

const angleOf = (turns: number) => TOP + turns * TAU;

export class SkinUpgraderScene extends StageScene<typeof tuningFile, SkinUpgraderCommands> {
  protected readonly defaultTuning = tuningFile;
  protected override readonly ownEasings = skinUpgraderEasings;
  private model!: SkinUpgraderModel;
  private gaugeCentre = { x: 0, y: 0 };
  private arcGraphics!: Phaser.GameObjects.Graphics;
  private flash!: Phaser.GameObjects.Graphics;
  private needle!: Phaser.GameObjects.Container;
  private chanceText!: Phaser.GameObjects.Text;
  private caption!: Phaser.GameObjects.Text;
  /** The arc as last drawn: the probe and the landing read this, never the model. */
  private drawnArc = { from: 0, to: 0 };
  private flashColour = 0;
  private shownChance: number | null | undefined;
  private shownCaption = '';

  constructor() {
    super('skin-upgrader');
  }

  protected build(): void {
    const { sizes, colours } = this.tuning;
    this.model = new SkinUpgraderModel(this.tuning, this.durations);
    this.gaugeCentre = { x: sizes.width / 2, y: sizes.height / 2 };
    const { x, y } = this.gaugeCentre;
    const r = sizes.radius;

    this.add.circle(x, y, r + sizes.trackWidth / 2 + 6, colours.face);
    this.add.graphics().lineStyle(sizes.trackWidth, colours.track, 1).strokeCircle(x, y, r);
    const ticks = this.add.graphics().lineStyle(2, colours.tick, 1);
    const inner = r - sizes.trackWidth / 2 - 6;
    for (let i = 0; i < TICKS; i++) {
      const a = angleOf(i / TICKS);
      const length = i % 5 === 0 ? sizes.tickLength * 1.8 : sizes.tickLength;
      ticks.lineBetween(
        x + Math.cos(a) * inner,
        y + Math.sin(a) * inner,
        x + Math.cos(a) * (inner - length),
        y + Math.sin(a) * (inner - length),
      );
    }
    this.arcGraphics = this.add.graphics();
    this.flash = this.add.graphics().setAlpha(0);

    this.chanceText = this.addText(x, y + 78, '', {
      fontFamily: 'system-ui, sans-serif',
      fontSize: `${sizes.chanceFont}px`,
      fontStyle: 'bold',
      color: this.tuning.css.chanceText,
    }).setOrigin(0.5, 0.5);
    this.caption = this.addText(x, y + 126, '', {
      fontFamily: 'system-ui, sans-serif',
      fontSize: `${sizes.captionFont}px`,
      color: this.tuning.css.captionText,
    }).setOrigin(0.5, 0.5);

    const w = sizes.needleWidth;
    const pointer = this.add
      .graphics()
      .fillStyle(colours.needle, 1)
      .fillTriangle(-w, 0, w, 0, 0, -sizes.needleLength)
      .fillCircle(0, 0, w);
    const hub = this.add.circle(0, 0, sizes.hubRadius, colours.hub);
    this.needle = this.add.container(x, y, [pointer, hub]);

    this.drawnArc = { from: -1, to: -1 };
    this.flashColour = 0;
    this.shownChance = undefined;
    this.shownCaption = '';
    this.sync();
  }

  protected listen(): void {
    this.on('skin-upgrader:preview', (preview) => this.model.preview(preview));
    this.on('skin-upgrader:spin', (spin) => {
      this.model.spinTo(spin, this.motion.reduced);
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
    // Announce only after this frame shows the landing, read from what is drawn.
    const { done } = this.model;
    for (let i = 0; i < done.length; i++) {
      const id = done[i] as string;
      const win = this.model.shown?.id === id && this.model.shown.win;
      this.bus.emit('sound', { name: win ? 'game.wheel-end' : 'ui.dim' });
      const needle = this.needleTurns();
      this.bus.emit('skin-upgrader:landed', {
        id,
        needle,
        inside: insideArc(needle, this.drawnArc),
      });
      this.bus.emit('done', { id });
    }
    done.length = 0;
  }

  private sync(): void {
    const model = this.model;
    this.needle.rotation = fractionOf(model.needle) * TAU;
    this.drawArc(model.arc());

    if (model.chance !== this.shownChance) {
      this.shownChance = model.chance;
      this.chanceText.setText(model.chance === null ? '—' : formatUpgradeChance(model.chance));
    }
    const caption = model.shown
      ? model.shown.win
        ? 'Upgraded'
        : 'Missed'
      : model.creeping()
        ? 'So close…'
        : model.spinning
          ? 'Rolling…'
          : model.chance === null
            ? 'Pick a skin'
            : 'chance';
    if (caption !== this.shownCaption) {
      this.shownCaption = caption;
      this.caption.setText(caption);
      const { css } = this.tuning;
      this.caption.setColor(model.shown ? (model.shown.win ? css.win : css.lose) : css.captionText);
    }
    this.caption.setScale(model.shown ? this.tuning.easings.label(model.labelProgress()) : 1);

    const alpha = model.flashAlpha();
    this.flash.setAlpha(alpha);
    if (model.shown) {
      const colour = model.shown.win ? this.tuning.colours.win : this.tuning.colours.lose;
      if (colour !== this.flashColour) {
        this.flashColour = colour;
        const { sizes } = this.tuning;
        this.flash
          .clear()
          .lineStyle(6, colour, 1)
          .strokeCircle(
            this.gaugeCentre.x,
            this.gaugeCentre.y,
            sizes.radius + sizes.trackWidth / 2 + 4,
          );
      }
    }
  }

  /** Redraws the arc only when it changed (a glide or a new bet). */
  private drawArc(arc: { from: number; to: number }): void {
    if (arc.from === this.drawnArc.from && arc.to === this.drawnArc.to) return;
    this.drawnArc = { from: arc.from, to: arc.to };
    const { sizes, colours } = this.tuning;
    const { x, y } = this.gaugeCentre;
    const g = this.arcGraphics.clear();
    if (arc.to - arc.from <= 0) return;
    g.lineStyle(sizes.trackWidth, colours.arc, 1)
      .beginPath()
      .arc(x, y, sizes.radius, angleOf(arc.from), angleOf(arc.to), false)
      .strokePath();
    // The two edges, bright: what a near miss is measured against.
    g.lineStyle(3, colours.arcEdge, 1);
    for (const edge of [arc.from, arc.to]) {
      const a = angleOf(edge);
      const r0 = sizes.radius - sizes.trackWidth / 2 - 2;
      const r1 = sizes.radius + sizes.trackWidth / 2 + 2;
      g.lineBetween(
        x + Math.cos(a) * r0,
        y + Math.sin(a) * r0,
        x + Math.cos(a) * r1,
        y + Math.sin(a) * r1,
      );
    }
  }

  /**
   * The needle's drawn direction in turns from the top, 0..1, read on the rolls' grid: the
   * rotation carries a rounding error far below one roll (2^-32 of a turn), which must not
   * move a needle drawn exactly on an edge of the arc to the other side of it.
   */
  private needleTurns(): number {
    const turns = fractionOf(this.needle.rotation / TAU);
    return (Math.round(turns * UPGRADE_CHANCE_SCALE) % UPGRADE_CHANCE_SCALE) / UPGRADE_CHANCE_SCALE;
  }

  probe(): SkinUpgraderProbe {
    const needle = this.needleTurns();
    const shown = this.model.shown;
    return {
      needle,
      arc: { ...this.drawnArc },
      inside: insideArc(needle, this.drawnArc),
      spinning: this.model.spinning,
      creeping: this.model.creeping(),
      chanceText: this.chanceText.text,
      caption: this.caption.text,
      state: this.model.spinning ? 'spinning' : shown ? (shown.win ? 'win' : 'lose') : 'idle',
      flash: { alpha: this.flash.alpha, colour: this.flashColour },
    };
  }
}
