import Phaser from 'phaser';
import { StageScene } from '../../engine/StageScene';
import type { RouletteCommands } from '../bus';
import { slotAtStripIndex, slotColour, isBait, type RouletteColour } from '../core/slots';
import tuningFile from '../tuning.json';
import { RouletteModel } from './motion';
import type { RouletteProbe } from './probe';

// The roulette strip: the 15 slots in their order, repeating, sliding under a centre
// marker; it spins onto the server's slot and stops there when the rolling phase ends,
// glows the result and dims the rest; a bar below counts the betting phase down. The
// motion lives in ./motion.ts; this only draws it.

interface SlotView {
  box: Phaser.GameObjects.Container;
  face: Phaser.GameObjects.Rectangle;
  band: Phaser.GameObjects.Rectangle;
  number: Phaser.GameObjects.Text;
  /** The slot it shows, so it is only repainted when that changes. */
  slot: number;
}

export class RouletteScene extends StageScene<typeof tuningFile, RouletteCommands> {
  protected readonly defaultTuning = tuningFile;
  private model!: RouletteModel;
  private strip!: Phaser.GameObjects.Container;
  private views: SlotView[] = [];
  private highlight!: Phaser.GameObjects.Rectangle;
  private bar!: Phaser.GameObjects.Rectangle;
  private barTrack!: Phaser.GameObjects.Rectangle;
  private label!: Phaser.GameObjects.Text;
  /** The countdown text on show, so it is only re-rendered when it changes. */
  private labelText: string | null = null;
  private under: SlotView | null = null;

  constructor() {
    super('roulette');
  }

  private get pitch(): number {
    return this.tuning.sizes.slotWidth + this.tuning.sizes.slotGap;
  }

  private get markerX(): number {
    return this.tuning.sizes.width / 2;
  }

  protected build(): void {
    const { sizes, colours } = this.tuning;
    this.model = new RouletteModel(this.tuning, this.durations);
    this.views = [];
    this.under = null;
    this.labelText = null;
    const top = sizes.stripTop;
    const h = sizes.slotHeight;
    this.add
      .rectangle(0, top - sizes.markerOverhang, sizes.width, h + 2 * sizes.markerOverhang)
      .setFillStyle(colours.background)
      .setOrigin(0, 0);
    this.strip = this.add.container(0, 0);
    const count = Math.ceil(sizes.width / this.pitch) + 3;
    for (let i = 0; i < count; i++) this.views.push(this.makeSlot(top));
    this.highlight = this.add
      .rectangle(0, top + h / 2, sizes.slotWidth, h)
      .setStrokeStyle(sizes.highlightStroke, colours.highlight)
      .setAlpha(0);
    this.strip.add(this.highlight);
    const marker = this.add.graphics().fillStyle(colours.marker, 1);
    const mx = this.markerX;
    const o = sizes.markerOverhang;
    marker.fillRect(mx - sizes.markerWidth / 2, top - o, sizes.markerWidth, h + 2 * o);
    marker.fillTriangle(mx - 9, top - o, mx + 9, top - o, mx, top - o + 10);
    marker.fillTriangle(mx - 9, top + h + o, mx + 9, top + h + o, mx, top + h + o - 10);

    this.barTrack = this.add
      .rectangle(0, sizes.barTop, sizes.width, sizes.barHeight, colours.barTrack)
      .setOrigin(0, 0);
    // One unit wide, stretched with scaleX: moving it allocates nothing.
    this.bar = this.add.rectangle(0, sizes.barTop, 1, sizes.barHeight, colours.bar).setOrigin(0, 0);
    this.label = this.addText(sizes.width / 2, sizes.labelTop, '', {
      fontFamily: 'system-ui, sans-serif',
      fontSize: `${sizes.labelFont}px`,
      fontStyle: 'bold',
      color: this.tuning.css.label,
    }).setOrigin(0.5, 0);
    this.sync();
  }

  protected listen(): void {
    this.on('roulette:betting', (betting) => this.model.betting(betting));
    this.on('roulette:roll', (roll) => this.model.roll(roll, this.motion.reduced));
    this.on('roulette:result', (result) => this.model.result(result));
    this.on('roulette:idle', () => this.model.idle());
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
    const model = this.model;
    model.step(delta);
    this.sync();
    this.tellFrame(model);
  }

  private makeSlot(top: number): SlotView {
    const { sizes, colours } = this.tuning;
    const w = sizes.slotWidth;
    const h = sizes.slotHeight;
    const face = this.add
      .rectangle(0, 0, w, h, colours.black)
      .setOrigin(0.5, 0)
      .setRounded(sizes.slotRadius);
    const band = this.add
      .rectangle(0, h - sizes.baitBand - 6, w - 20, sizes.baitBand, colours.baitBand)
      .setOrigin(0.5, 0)
      .setRounded(sizes.baitBand / 2)
      .setAlpha(0.85);
    const number = this.addText(0, h / 2 - 4, '', {
      fontFamily: 'system-ui, sans-serif',
      fontSize: `${sizes.numberFont}px`,
      fontStyle: 'bold',
      color: this.tuning.css.textOnBlack,
    }).setOrigin(0.5, 0.5);
    const box = this.add.container(0, top, [face, band, number]);
    this.strip.add(box);
    return { box, face, band, number, slot: -1 };
  }

  private paint(view: SlotView, slot: number): void {
    const { colours, css } = this.tuning;
    const colour: RouletteColour = slotColour(slot);
    view.slot = slot;
    view.face.fillColor = colours[colour];
    view.band.visible = isBait(slot);
    view.number.setText(String(slot));
    view.number.setColor(
      colour === 'green' ? css.textOnGreen : colour === 'red' ? css.textOnRed : css.textOnBlack,
    );
  }

  private sync(): void {
    const model = this.model;
    const { slotWidth, width } = this.tuning.sizes;
    const pitch = this.pitch;
    const markerX = this.markerX;
    const position = model.position;
    const first = Math.floor(position - markerX / pitch) - 1;
    const underIndex = Math.floor(position);
    const others = model.othersAlpha();
    this.under = null;
    for (let s = 0; s < this.views.length; s++) {
      const view = this.views[s]!;
      const index = first + s;
      const centre = markerX + (index + 0.5 - position) * pitch;
      view.box.x = centre;
      view.box.visible = centre + slotWidth / 2 > 0 && centre - slotWidth / 2 < width;
      const slot = slotAtStripIndex(index);
      if (view.slot !== slot) this.paint(view, slot);
      view.box.alpha = index === underIndex ? 1 : others;
      if (centre - slotWidth / 2 <= markerX && markerX < centre + slotWidth / 2) this.under = view;
    }
    const glow = model.highlightAlpha();
    this.highlight.visible = glow > 0 && this.under !== null;
    if (this.under) this.highlight.x = this.under.box.x;
    this.highlight.setAlpha(glow);
    this.strip.setAlpha(model.stripAlpha());

    const counting = model.countdown !== null;
    this.bar.visible = counting;
    this.barTrack.visible = counting;
    this.label.visible = counting;
    if (counting) {
      this.bar.scaleX = Math.max(model.countdownFraction() * width, 0.0001);
      const text = model.countdownText();
      if (text !== this.labelText) {
        this.labelText = text;
        this.label.setText(text ?? '');
      }
    }
  }

  probe(): RouletteProbe {
    const half = this.tuning.sizes.slotWidth / 2;
    const under = this.under;
    return {
      board: this.boardSize(),
      markerX: this.markerX,
      position: this.model.position,
      spinning: this.model.spinning,
      under: under
        ? {
            slot: under.slot,
            colour: under.face.fillColor,
            left: under.box.x - half,
            right: under.box.x + half,
          }
        : null,
      highlight: this.highlight.visible ? this.highlight.alpha : 0,
      stripAlpha: this.strip.alpha,
      countdown: {
        visible: this.bar.visible,
        fraction: this.bar.visible ? this.bar.scaleX / this.tuning.sizes.width : 0,
        label: this.label.visible ? this.label.text : null,
      },
    };
  }
}
