import Phaser from 'phaser';
import type { CrashCommands } from '../bus';
import { formatCrashMultiplier } from '../core/format';
import { StageScene } from '../../engine/StageScene';
import tuningFile from '../tuning.json';
import { chartX, chartY, formatGridMultiplier, formatSeconds } from './axes';
import { axisLabelStyle, CRASH_FONT } from './labelStyle';
import { CrashModel } from './model';
import type { CrashProbe } from './probe';
import { CrashView, type StatusKind } from './view';

// The crash chart: the curve from 1.00x with axes that zoom out as it climbs, a marker at
// its tip, the big multiplier, the players' cash-outs on the curve (the player's own
// highlighted), the bust (the curve turns red, "Crashed @ ...") and the betting countdown.
// The round's state lives in ./model.ts and each frame's shapes in ./view.ts; this only
// draws them.

const FONT = CRASH_FONT;
const GRID_LABELS = 12;
/** Name labels beyond the tuning's count of others: room for the player's own. */
const OWN_LABELS = 4;

interface LabelSlot {
  text: Phaser.GameObjects.Text;
  /** What it shows, so it is only re-rendered when that changes. */
  key: string | number;
}

export class CrashScene extends StageScene<typeof tuningFile, CrashCommands> {
  protected readonly defaultTuning = tuningFile;
  private model!: CrashModel;
  private view!: CrashView;
  private grid!: Phaser.GameObjects.Graphics;
  private curve!: Phaser.GameObjects.Graphics;
  private dots!: Phaser.GameObjects.Graphics;
  private markerGlow!: Phaser.GameObjects.Arc;
  private marker!: Phaser.GameObjects.Arc;
  private multiplier!: Phaser.GameObjects.Text;
  private status!: Phaser.GameObjects.Text;
  private countdownTrack!: Phaser.GameObjects.Rectangle;
  private countdownBar!: Phaser.GameObjects.Rectangle;
  private flash!: Phaser.GameObjects.Rectangle;
  private xLabels: LabelSlot[] = [];
  private yLabels: LabelSlot[] = [];
  private nameLabels: LabelSlot[] = [];
  private shownE2 = -1;
  private shownStatus = '';
  private curveColour = 0;

  constructor() {
    super('crash');
  }

  protected build(): void {
    const { sizes, colours, css, factors } = this.tuning;
    this.model = new CrashModel(this.tuning, this.durations);
    this.view = new CrashView(this.tuning, this.motion, this.durations);
    const { plot } = this.view;

    this.add.rectangle(plot.x, plot.y, plot.width, plot.height, colours.plot).setOrigin(0, 0);
    this.grid = this.add.graphics();
    this.curve = this.add.graphics();
    this.dots = this.add.graphics();
    this.markerGlow = this.add
      .circle(0, 0, sizes.markerGlow, colours.marker, 1)
      .setAlpha(factors.markerGlowAlpha);
    this.marker = this.add.circle(0, 0, sizes.markerRadius, colours.marker, 1);

    const axisStyle = axisLabelStyle(this.tuning, this.chromaKey);
    const slot = (originX: number, originY: number, style: typeof axisStyle): LabelSlot => ({
      text: this.addText(0, 0, '', style).setOrigin(originX, originY).setVisible(false),
      key: '',
    });
    this.xLabels = Array.from({ length: GRID_LABELS }, () => slot(0.5, 0, axisStyle));
    this.yLabels = Array.from({ length: GRID_LABELS }, () => slot(1, 0.5, axisStyle));
    const nameStyle = { fontFamily: FONT, fontSize: `${sizes.cashoutFont}px`, color: css.cashout };
    this.nameLabels = Array.from({ length: factors.cashoutLabels + OWN_LABELS }, () =>
      slot(1, 1, nameStyle),
    );

    const centreX = plot.x + plot.width / 2;
    const multiplierY = plot.y + plot.height * 0.3;
    this.multiplier = this.addText(centreX, multiplierY, '', {
      fontFamily: FONT,
      fontSize: `${sizes.multiplierFont}px`,
      fontStyle: 'bold',
      color: css.multiplier,
    }).setOrigin(0.5, 0.5);
    const statusY = multiplierY + sizes.multiplierFont * 0.7;
    this.status = this.addText(centreX, statusY, '', {
      fontFamily: FONT,
      fontSize: `${sizes.statusFont}px`,
      fontStyle: 'bold',
      color: css.status,
    }).setOrigin(0.5, 0.5);
    const barY = statusY + sizes.statusFont + 12;
    const barX = centreX - sizes.countdownWidth / 2;
    this.countdownTrack = this.add
      .rectangle(barX, barY, sizes.countdownWidth, sizes.countdownHeight, colours.countdownTrack)
      .setOrigin(0, 0.5);
    // One unit wide, stretched with scaleX: the countdown allocates nothing per frame.
    this.countdownBar = this.add
      .rectangle(barX, barY, 1, sizes.countdownHeight, colours.countdownBar)
      .setOrigin(0, 0.5);
    this.flash = this.add
      .rectangle(0, 0, sizes.width, sizes.height, colours.flash)
      .setOrigin(0, 0)
      .setAlpha(0);

    this.shownE2 = -1;
    this.shownStatus = '';
    this.draw();
  }

  protected listen(): void {
    this.on('crash:betting', (command) => this.model.betting(command));
    this.on('crash:run', (command) => this.model.at(command));
    this.on('crash:sync', (command) => this.model.at(command));
    this.on('crash:bust', (command) => this.model.bust(command));
    this.on('crash:cashouts', (command) => this.model.addCashouts(command));
    this.on('crash:reset', () => this.model.reset());
  }

  protected skip(): void {
    this.model.skip();
  }

  protected still(): boolean {
    return this.model.still();
  }

  protected override countingDownOnly(): boolean {
    return this.model.countingDownOnly();
  }

  override update(_time: number, delta: number): void {
    this.model.step(delta);
    this.draw();
    // Sounds and done go out with the frame that shows what they announce.
    if (this.model.justBusted) this.bus.emit('sound', { name: 'ui.dim' });
    if (this.model.mineLanded > 0) this.bus.emit('sound', { name: 'ui.bright' });
    const { done } = this.model;
    for (let i = 0; i < done.length; i++) this.bus.emit('done', { id: done[i] as string });
    done.length = 0;
  }

  private draw(): void {
    this.view.update(this.model);
    this.drawGrid();
    this.drawCurve();
    this.drawCashouts();
    this.drawTexts();
    const view = this.view;
    this.flash.setAlpha(view.flashAlpha);
    this.offsetView(view.shakeX, view.shakeY);
  }

  private drawGrid(): void {
    const { view, grid } = this;
    const { plot, spans } = view;
    const bottom = plot.y + plot.height;
    grid.clear().lineStyle(1, this.tuning.colours.grid, 1);
    for (let i = 0; i < GRID_LABELS; i++) {
      const slot = this.yLabels[i]!;
      const shown = i < view.yCount;
      slot.text.visible = shown;
      if (!shown) continue;
      const value = view.yGrid[i]!;
      const y = chartY(value, spans, plot);
      grid.lineBetween(plot.x, y, plot.x + plot.width, y);
      this.label(slot, `${value}/${view.yStep}`, () => formatGridMultiplier(value, view.yStep));
      slot.text.setPosition(plot.x - 8, y);
    }
    for (let i = 0; i < GRID_LABELS; i++) {
      const slot = this.xLabels[i]!;
      const shown = i < view.xCount;
      slot.text.visible = shown;
      if (!shown) continue;
      const value = view.xGrid[i]!;
      const x = chartX(value, spans, plot);
      grid.lineBetween(x, plot.y, x, bottom);
      this.label(slot, value, () => formatSeconds(value));
      slot.text.setPosition(x, bottom + 8);
    }
    grid.lineBetween(plot.x, bottom, plot.x + plot.width, bottom);
    grid.lineBetween(plot.x, plot.y, plot.x, bottom);
  }

  private drawCurve(): void {
    const { view, curve } = this;
    const { colours, sizes, factors } = this.tuning;
    const colour = view.busted ? colours.curveBust : colours.curve;
    this.curveColour = colour;
    curve.clear();
    this.marker.visible = view.markerVisible;
    this.markerGlow.visible = view.markerVisible;
    this.marker.setPosition(view.tipX, view.tipY).setFillStyle(colour, 1);
    this.markerGlow.setPosition(view.tipX, view.tipY).setFillStyle(colour, 1);
    if (view.curveCount < 2) return;
    const points = view.curve;
    const bottom = view.plot.y + view.plot.height;
    curve.fillStyle(colour, factors.curveFill).beginPath().moveTo(points[0]!, bottom);
    for (let i = 0; i < view.curveCount; i++) curve.lineTo(points[2 * i]!, points[2 * i + 1]!);
    curve.lineTo(view.tipX, bottom).closePath().fillPath();
    curve.lineStyle(sizes.curveWidth, colour, 1).beginPath().moveTo(points[0]!, points[1]!);
    for (let i = 1; i < view.curveCount; i++) curve.lineTo(points[2 * i]!, points[2 * i + 1]!);
    curve.strokePath();
  }

  private drawCashouts(): void {
    const { view, dots } = this;
    const { colours, css, sizes } = this.tuning;
    dots.clear();
    let labels = 0;
    for (let i = 0; i < view.markCount; i++) {
      const mark = view.marks[i]!;
      const radius = (mark.mine ? sizes.cashoutMineRadius : sizes.cashoutRadius) * mark.scale;
      dots.fillStyle(mark.mine ? colours.cashoutMine : colours.cashout, 1);
      dots.fillCircle(mark.x, mark.y, radius);
      if (!mark.labelled || labels >= this.nameLabels.length) continue;
      const slot = this.nameLabels[labels++]!;
      slot.text.visible = true;
      const key = `${mark.id}:${mark.mine}`;
      if (slot.key !== key) slot.text.setColor(mark.mine ? css.cashoutMine : css.cashout);
      this.label(slot, key, () => `${mark.username} ${formatCrashMultiplier(mark.multiplierE2)}`);
      slot.text.setPosition(mark.x - radius - 3, mark.y - radius - 1).setAlpha(mark.scale);
      slot.text.setDepth(mark.mine ? 1 : 0); // the player's own reads on top of the others
    }
    for (let i = labels; i < this.nameLabels.length; i++) this.nameLabels[i]!.text.visible = false;
  }

  private drawTexts(): void {
    const { view } = this;
    const { css } = this.tuning;
    this.multiplier.visible = view.multiplierVisible;
    if (view.multiplierE2 !== this.shownE2) {
      this.multiplier.setText(formatCrashMultiplier(view.multiplierE2));
      this.shownE2 = view.multiplierE2;
    }
    const colour = view.busted ? css.bust : css.multiplier;
    if (this.multiplier.style.color !== colour) this.multiplier.setColor(colour);
    this.multiplier.setScale(view.multiplierScale);

    const status = this.statusText(view.status, view);
    if (status !== this.shownStatus) {
      this.status.setText(status);
      this.status.setColor(view.status === 'crashed' ? css.bust : css.status);
      this.shownStatus = status;
    }
    this.status.visible = status !== '';
    const counting = view.status === 'countdown';
    this.countdownTrack.visible = counting;
    this.countdownBar.visible = counting;
    this.countdownBar.scaleX = this.tuning.sizes.countdownWidth * view.countdownFraction;
  }

  private statusText(kind: StatusKind, view: CrashView): string {
    switch (kind) {
      case 'waiting':
        return 'Waiting for the next round';
      case 'countdown':
        return `Starting in ${(view.countdownTenths / 10).toFixed(1)}s`;
      case 'starting':
        return 'Starting…';
      case 'crashed':
        return `Crashed @ ${formatCrashMultiplier(view.multiplierE2)}`;
      default:
        return '';
    }
  }

  /** Re-renders a label only when what it shows changed. */
  private label(slot: LabelSlot, key: string | number, text: () => string): void {
    if (slot.key === key) return;
    slot.key = key;
    slot.text.setText(text());
  }

  probe(): CrashProbe {
    const { model, view } = this;
    const visibleTexts = (slots: LabelSlot[]) =>
      slots.filter((slot) => slot.text.visible).map((slot) => slot.text.text);
    const { sizes } = this.tuning;
    return {
      phase: model.phase,
      roundId: model.roundId,
      serverMs: model.clock.server,
      shownMs: model.shownMs,
      plot: { ...view.plot },
      spans: { ...view.spans },
      multiplier: this.multiplier.visible
        ? {
            text: this.multiplier.text,
            colour: String(this.multiplier.style.color),
            scale: this.multiplier.scaleX,
          }
        : null,
      status: this.status.visible ? this.status.text : null,
      countdown: {
        visible: this.countdownBar.visible,
        fraction: this.countdownBar.scaleX / sizes.countdownWidth,
      },
      marker: {
        visible: this.marker.visible,
        x: this.marker.x,
        y: this.marker.y,
        colour: this.marker.fillColor,
      },
      curve: {
        points: view.curveCount,
        colour: this.curveColour,
        tipX: view.curve[2 * (view.curveCount - 1)] ?? view.tipX,
        tipY: view.curve[2 * (view.curveCount - 1) + 1] ?? view.tipY,
      },
      cashouts: view.marks.slice(0, view.markCount).map((mark) => ({
        id: mark.id,
        x: mark.x,
        y: mark.y,
        radius: (mark.mine ? sizes.cashoutMineRadius : sizes.cashoutRadius) * mark.scale,
        mine: mark.mine,
      })),
      labels: visibleTexts(this.nameLabels),
      axisLabels: { x: visibleTexts(this.xLabels), y: visibleTexts(this.yLabels) },
      flash: this.flash.alpha,
      // What the camera was moved off its resting place by (StageScene.offsetView).
      shake: { x: view.shakeX, y: view.shakeY },
    };
  }
}
