import Phaser from 'phaser';
import type { CaseReelItem } from '../bus';
import type { CaseUnboxCommands } from '../bus';
import { StageScene } from '../../engine/StageScene';
import tuningFile from '../tuning.json';
import { CaseUnboxModel, type Reel } from './motion';
import type { CaseUnboxProbe } from './probe';
import { makeWeaponTextures, weaponTextureCount, weaponTextureKey } from './weaponTextures';

// Case reels: one horizontal strip of item cards per opened case, stacked. Each strip
// spins and slows to stop with its won item under the centre marker, then flashes the
// item's rarity colour. The motion lives in ./motion.ts; this only draws it. Cards show
// the item's image once loaded, else its weapon class's silhouette in the rarity colour.

/** Gems with two decimals for the won item's label ("12.34"). */
const gems = (hundredths: number) => (hundredths / 100).toFixed(2);

interface Slot {
  box: Phaser.GameObjects.Container;
  glow: Phaser.GameObjects.Rectangle;
  picture: Phaser.GameObjects.Image;
  bar: Phaser.GameObjects.Rectangle;
  /** The strip card it shows, so a card is only redrawn when it changes. */
  shows: CaseReelItem | null;
}

interface ReelView {
  top: number;
  flash: Phaser.GameObjects.Rectangle;
  slots: Slot[];
  marker: Phaser.GameObjects.Rectangle;
  label: Phaser.GameObjects.Text;
  labelFor: CaseReelItem | null;
  /** The slot under the marker after the last sync. */
  under: Slot | null;
}

export class CaseUnboxScene extends StageScene<typeof tuningFile, CaseUnboxCommands> {
  protected readonly defaultTuning = tuningFile;
  private model!: CaseUnboxModel;
  private views: ReelView[] = [];
  private shownLayout = -1;
  private readonly requested = new Set<string>();

  constructor() {
    super('case-unbox');
  }

  protected build(): void {
    this.model = new CaseUnboxModel(this.tuning, this.durations);
    this.views = [];
    this.shownLayout = -1;
    this.requested.clear();
    makeWeaponTextures(this.textures);
    this.load.setCORS('anonymous');
    this.layout();
  }

  protected listen(): void {
    this.on('case-unbox:reels', (reels) => {
      this.model.setReels(reels);
      this.loadImages(reels.items);
      this.layout();
    });
    this.on('case-unbox:spin', (spin) => {
      this.model.spin(spin);
      this.loadImages(spin.reels.map((reel) => reel.item));
      this.layout();
    });
  }

  protected override boardSize(): { width: number; height: number } {
    const { width, padding, reelHeight, reelGap } = this.tuning.sizes;
    const count = Math.max(1, this.model?.reels.length ?? 1);
    return { width, height: padding * 2 + count * reelHeight + (count - 1) * reelGap };
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
    this.layout();
    this.sync();
    this.tellFrame(model);
  }

  /** Rebuilds the reels' display objects when their number or strips changed. */
  private layout(): void {
    const model = this.model;
    if (this.shownLayout === model.layoutVersion && this.views.length === model.reels.length) {
      return;
    }
    this.shownLayout = model.layoutVersion;
    const { sizes, colours } = this.tuning;
    for (const view of this.views) this.removeText(view.label);
    this.children.removeAll(true);
    this.views = [];
    const stripHeight = sizes.cardTop * 2 + sizes.cardHeight;
    const slotCount = Math.ceil(sizes.width / model.pitch) + 2;
    model.reels.forEach((_, k) => {
      const top = sizes.padding + k * (sizes.reelHeight + sizes.reelGap);
      this.add.rectangle(0, top, sizes.width, stripHeight, colours.reel).setOrigin(0, 0);
      const flash = this.add
        .rectangle(0, top, sizes.width, stripHeight, colours.marker)
        .setOrigin(0, 0)
        .setAlpha(0);
      const slots = Array.from({ length: slotCount }, () => this.makeSlot(top + sizes.cardTop));
      const marker = this.add
        .rectangle(sizes.width / 2, top - 4, sizes.markerWidth, stripHeight + 8, colours.marker)
        .setOrigin(0.5, 0);
      const label = this.addText(sizes.width / 2, top + stripHeight + 6, '', {
        fontFamily: 'system-ui, sans-serif',
        fontSize: `${sizes.labelFont}px`,
        fontStyle: 'bold',
        color: this.tuning.css.labelText,
      }).setOrigin(0.5, 0);
      this.views.push({ top, flash, slots, marker, label, labelFor: null, under: null });
    });
    this.fit();
    this.sync();
  }

  private makeSlot(y: number): Slot {
    const { sizes, colours } = this.tuning;
    const w = sizes.cardWidth;
    const h = sizes.cardHeight;
    const card = this.add.rectangle(0, 0, w, h, colours.card).setOrigin(0.5, 0);
    const glow = this.add.rectangle(0, 0, w, h, colours.card).setOrigin(0.5, 0).setAlpha(0.12);
    const picture = this.add.image(0, h / 2 - 4, weaponTextureKey('rifle'));
    const bar = this.add
      .rectangle(0, h - sizes.barHeight, w, sizes.barHeight, colours.card)
      .setOrigin(0.5, 0);
    const box = this.add.container(0, y, [card, glow, picture, bar]);
    return { box, glow, picture, bar, shows: null };
  }

  private sync(): void {
    const model = this.model;
    const { width } = this.tuning.sizes;
    const markerX = width / 2;
    this.views.forEach((view, k) => {
      const reel = model.reels[k];
      if (!reel) return;
      const first = Math.floor((reel.position.value - markerX) / model.pitch);
      const won = model.showsResult(reel) ? reel.strip.cards[reel.strip.winIndex] : undefined;
      const colour = won ? this.rarityColour(won) : this.tuning.colours.marker;
      view.under = null;
      view.slots.forEach((slot, s) => {
        const index = first + s;
        const card = reel.strip.cards[index];
        const x = markerX + model.cardCentre(index) - reel.position.value;
        slot.box.visible = card !== undefined;
        if (!card) return;
        slot.box.x = x;
        if (slot.shows !== card) this.paint(slot, card);
        const isWon = won !== undefined && index === reel.strip.winIndex;
        slot.glow.setAlpha(isWon ? 0.12 + model.glowAlpha(reel) : 0.12);
        const half = this.tuning.sizes.cardWidth / 2;
        if (x - half <= markerX && markerX < x + half) view.under = slot;
      });
      view.flash.fillColor = colour;
      view.flash.setAlpha(model.flashAlpha(reel));
      view.marker.fillColor = colour;
      this.syncLabel(view, reel, won);
    });
  }

  private syncLabel(view: ReelView, reel: Reel, won: CaseReelItem | undefined): void {
    view.label.visible = won !== undefined;
    if (!won) return;
    if (view.labelFor !== won) {
      view.label.setText(`${won.name}  ·  ${gems(won.price)}`);
      const css = this.tuning.css as Record<string, string>;
      view.label.setColor(css[won.rarity] ?? this.tuning.css.labelText);
      view.labelFor = won;
    }
    view.label.setScale(this.tuning.easings.label(this.model.labelProgress(reel)));
  }

  /** Draws a card: the rarity bar and glow, and the item's picture or its class's silhouette. */
  private paint(slot: Slot, card: CaseReelItem): void {
    const colour = this.rarityColour(card);
    slot.shows = card;
    slot.bar.fillColor = colour;
    slot.glow.fillColor = colour;
    const key = card.image ? imageKey(card.image) : null;
    const { cardWidth, cardHeight, barHeight } = this.tuning.sizes;
    if (key && this.textures.exists(key)) slot.picture.setTexture(key).clearTint();
    else slot.picture.setTexture(weaponTextureKey(card.weapon)).setTint(colour);
    const frame = slot.picture.frame;
    const scale = Math.min(
      (cardWidth - 12) / frame.width,
      (cardHeight - barHeight - 16) / frame.height,
    );
    slot.picture.setScale(scale);
  }

  private rarityColour(card: CaseReelItem): number {
    return (this.tuning.colours as Record<string, number>)[card.rarity] ?? this.tuning.colours.card;
  }

  /** Loads item pictures in the background; cards repaint once one arrives. */
  private loadImages(items: readonly CaseReelItem[]): void {
    let queued = false;
    for (const { image } of items) {
      if (!image || this.requested.has(image)) continue;
      this.requested.add(image);
      this.load.image(imageKey(image), image);
      queued = true;
    }
    if (!queued) return;
    this.load.once(Phaser.Loader.Events.COMPLETE, () => {
      for (const view of this.views) for (const slot of view.slots) slot.shows = null;
    });
    this.load.start();
  }

  probe(): CaseUnboxProbe {
    const { width } = this.tuning.sizes;
    const half = this.tuning.sizes.cardWidth / 2;
    return {
      board: this.boardSize(),
      markerX: width / 2,
      weaponTextures: weaponTextureCount(this.textures),
      reels: this.views.map((view) => {
        const under = view.under;
        return {
          under:
            under && under.shows
              ? {
                  name: under.shows.name,
                  colour: under.bar.fillColor,
                  picture: under.picture.texture.key,
                  tint: under.picture.tintTopLeft,
                  left: under.box.x - half,
                  right: under.box.x + half,
                }
              : null,
          label: view.label.visible ? view.label.text : null,
          glow: view.under ? view.under.glow.alpha : 0,
          flash: view.flash.alpha,
        };
      }),
    };
  }
}

function imageKey(url: string): string {
  return `case-item:${url}`;
}
