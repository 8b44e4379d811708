import Phaser from 'phaser';
import { makeWeaponTextures, weaponTextureKey } from '../../case-unbox/scene/weaponTextures';
import { StageScene } from '../../engine/StageScene';
import type { BattleSeatView, CaseBattleCommands, CaseReelItem } from '../bus';
import tuningFile from '../tuning.json';
import { BattleReelsModel, type SeatReel } from './motion';
import type { BattleReelsProbe } from './probe';
import { caseBattleEasings } from '../easings';

// The battle reels: one column per seat, its player's name on top, a vertical strip of item
// cards falling past the marker line, and the landed pull's name and price below. Every
// round each strip slows onto its seat's pull and flashes its rarity; a seat that sits a
// respin out dims. At the end a light hops over tied seats (ROLL) onto the winner, whose
// column glows under a burst of confetti. Cards are the case reels' cards: the item's
// picture once loaded, else its weapon class's silhouette tinted by rarity. The motion
// lives in ./motion.ts; this only draws it.

const FONT = 'system-ui, sans-serif';
/** Width of a character as a share of the font size, to shorten long names. */
const CHAR_WIDTH = 0.58;
const gems = (hundredths: number) => (hundredths / 100).toFixed(2);

interface Slot {
  box: Phaser.GameObjects.Container;
  glow: Phaser.GameObjects.Rectangle;
  picture: Phaser.GameObjects.Image;
  bar: Phaser.GameObjects.Rectangle;
  shows: CaseReelItem | null;
}

interface Column {
  left: number;
  cards: Phaser.GameObjects.Container;
  slots: Slot[];
  flash: Phaser.GameObjects.Rectangle;
  marker: Phaser.GameObjects.Rectangle;
  teamBar: Phaser.GameObjects.Rectangle;
  name: Phaser.GameObjects.Text;
  label: Phaser.GameObjects.Text;
  labelFor: CaseReelItem | null;
  glow: Phaser.GameObjects.Rectangle;
  frame: Phaser.GameObjects.Rectangle;
  badge: Phaser.GameObjects.Text;
  confetti: Phaser.GameObjects.Rectangle[];
  under: Slot | null;
}

export class BattleReelsScene extends StageScene<typeof tuningFile, CaseBattleCommands> {
  protected readonly defaultTuning = tuningFile;
  protected override readonly ownEasings = caseBattleEasings;
  private model!: BattleReelsModel;
  private columns: Column[] = [];
  private shownLayout = -1;
  private readonly requested = new Set<string>();

  constructor() {
    super('case-battle');
  }

  protected build(): void {
    this.model = new BattleReelsModel(this.tuning, this.durations, !this.motion.reduced);
    this.columns = [];
    this.shownLayout = -1;
    this.requested.clear();
    makeWeaponTextures(this.textures);
    this.load.setCORS('anonymous');
    this.layout();
  }

  protected listen(): void {
    this.on('case-battle:show', (show) => {
      this.model.show(show);
      this.loadImages([...show.items, ...show.resting.filter((item) => item !== null)]);
      this.layout();
    });
    this.on('case-battle:round', (round) => {
      this.model.spinRound(round);
      this.loadImages([...round.items, ...round.pulls.filter((item) => item !== null)]);
      this.layout();
    });
    this.on('case-battle:result', (result) => this.model.showResult(result));
  }

  protected override boardSize(): { width: number; height: number } {
    const { padding, columnWidth, columnGap, height } = this.tuning.sizes;
    const count = Math.max(2, this.model?.seats.length ?? 2);
    return { width: padding * 2 + count * columnWidth + (count - 1) * columnGap, height };
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

  protected override fitted(): void {
    for (const [k, column] of this.columns.entries()) {
      column.name.setText(this.shortName(this.model.seats[k], column.name));
      column.labelFor = null;
    }
  }

  /** The reel window's top and bottom, and the marker between them (board units). */
  private window(): { top: number; bottom: number; marker: number } {
    const { padding, headerHeight, footerHeight, height } = this.tuning.sizes;
    const top = padding + headerHeight;
    const bottom = height - padding - footerHeight;
    return { top, bottom, marker: (top + bottom) / 2 };
  }

  private layout(): void {
    const model = this.model;
    if (this.shownLayout === model.layoutVersion && this.columns.length === model.seats.length) {
      return;
    }
    this.shownLayout = model.layoutVersion;
    for (const column of this.columns) {
      this.removeText(column.name);
      this.removeText(column.label);
      this.removeText(column.badge);
    }
    this.children.removeAll(true);
    this.columns = [];
    const { sizes, colours } = this.tuning;
    const board = this.boardSize();
    this.add.rectangle(0, 0, board.width, board.height, colours.background).setOrigin(0, 0);
    model.seats.forEach((seat, k) => this.columns.push(this.makeColumn(seat, k)));
    // Covers over the strips' ends: the cards show only inside the reel window.
    const { top, bottom } = this.window();
    this.add.rectangle(0, 0, board.width, top, colours.background).setOrigin(0, 0).setDepth(2);
    this.add
      .rectangle(0, bottom, board.width, board.height - bottom, colours.background)
      .setOrigin(0, 0)
      .setDepth(2);
    for (const column of this.columns) {
      this.add
        .rectangle(
          column.left,
          sizes.padding,
          sizes.columnWidth,
          sizes.headerHeight,
          colours.header,
        )
        .setOrigin(0, 0)
        .setDepth(2);
      this.add
        .rectangle(column.left, bottom, sizes.columnWidth, sizes.footerHeight, colours.header)
        .setOrigin(0, 0)
        .setDepth(2);
    }
    this.fit();
    this.sync();
  }

  private makeColumn(seat: BattleSeatView, k: number): Column {
    const { sizes, colours } = this.tuning;
    const left = sizes.padding + k * (sizes.columnWidth + sizes.columnGap);
    const centre = left + sizes.columnWidth / 2;
    const { top, bottom, marker } = this.window();
    this.add.rectangle(left, top, sizes.columnWidth, bottom - top, colours.column).setOrigin(0, 0);
    const slotCount = Math.ceil((bottom - top) / this.model.pitch) + 2;
    const slots = Array.from({ length: slotCount }, () => this.makeSlot());
    const cards = this.add
      .container(
        centre,
        0,
        slots.map((slot) => slot.box),
      )
      .setDepth(1);
    const flash = this.add
      .rectangle(left, top, sizes.columnWidth, bottom - top, colours.marker)
      .setOrigin(0, 0)
      .setAlpha(0)
      .setDepth(1);
    const markerLine = this.add
      .rectangle(left, marker, sizes.columnWidth, sizes.markerHeight, colours.marker)
      .setOrigin(0, 0.5)
      .setDepth(3);
    const teamColour = this.teamColour(seat.team);
    const teamBar = this.add
      .rectangle(left, sizes.padding, sizes.columnWidth, sizes.teamBar, teamColour)
      .setOrigin(0, 0)
      .setDepth(3);
    const name = this.addText(centre, sizes.padding + sizes.headerHeight / 2 + 2, '', {
      fontFamily: FONT,
      fontSize: `${sizes.nameFont}px`,
      fontStyle: 'bold',
      color: seat.name ? this.tuning.css.name : this.tuning.css.muted,
    })
      .setOrigin(0.5, 0.5)
      .setDepth(3);
    name.setText(this.shortName(seat, name));
    const label = this.addText(centre, bottom + sizes.footerHeight / 2, '', {
      fontFamily: FONT,
      fontSize: `${sizes.labelFont}px`,
      fontStyle: 'bold',
      color: this.tuning.css.labelText,
      align: 'center',
    })
      .setOrigin(0.5, 0.5)
      .setDepth(3);
    const glow = this.add
      .rectangle(left, sizes.padding, sizes.columnWidth, sizes.height - 2 * sizes.padding)
      .setOrigin(0, 0)
      .setFillStyle(colours.winner)
      .setAlpha(0)
      .setDepth(4);
    const frame = this.add
      .rectangle(left, sizes.padding, sizes.columnWidth, sizes.height - 2 * sizes.padding)
      .setOrigin(0, 0)
      .setStrokeStyle(sizes.frame, colours.tieRoll)
      .setVisible(false)
      .setDepth(4);
    const badge = this.addText(centre, top + 18, 'WINNER', {
      fontFamily: FONT,
      fontSize: `${sizes.badgeFont}px`,
      fontStyle: 'bold',
      color: this.tuning.css.background,
      backgroundColor: this.tuning.css.winner,
      padding: { x: 8, y: 3 },
    })
      .setOrigin(0.5, 0.5)
      .setVisible(false)
      .setDepth(5);
    const confetti = Array.from({ length: this.tuning.factors.confetti }, () =>
      this.add
        .rectangle(0, 0, sizes.confettiSize, sizes.confettiSize * 0.6, colours.winner)
        .setVisible(false)
        .setDepth(5),
    );
    return {
      left,
      cards,
      slots,
      flash,
      marker: markerLine,
      teamBar,
      name,
      label,
      labelFor: null,
      glow,
      frame,
      badge,
      confetti,
      under: null,
    };
  }

  private makeSlot(): Slot {
    const { sizes, colours } = this.tuning;
    const w = sizes.cardWidth;
    const h = sizes.cardHeight;
    const card = this.add.rectangle(0, 0, w, h, colours.card);
    const glow = this.add.rectangle(0, 0, w, h, colours.card).setAlpha(0.12);
    const picture = this.add.image(0, -sizes.barHeight / 2, weaponTextureKey('rifle'));
    const bar = this.add
      .rectangle(0, h / 2 - sizes.barHeight, w, sizes.barHeight, colours.card)
      .setOrigin(0.5, 0);
    const box = this.add.container(0, 0, [card, glow, picture, bar]);
    return { box, glow, picture, bar, shows: null };
  }

  private sync(): void {
    const model = this.model;
    const { marker, top, bottom } = this.window();
    const { columnWidth } = this.tuning.sizes;
    const lit = model.tieRollSeat();
    const glow = model.winnerGlow();
    const progress = model.celebrationProgress();
    this.columns.forEach((column, k) => {
      const reel = model.reels[k];
      column.under = null;
      if (reel) this.syncCards(column, reel, marker, top, bottom);
      const landed = reel ? model.landedCard(reel) : null;
      const flash = reel ? 1 - model.flashProgress(reel) : 0;
      const colour = landed ? this.rarityColour(landed) : this.tuning.colours.marker;
      column.flash.fillColor = colour;
      column.flash.setAlpha(landed ? this.tuning.factors.flashAlpha * flash : 0);
      column.marker.fillColor = colour;
      const dim = reel?.out ? this.tuning.factors.dim : 1;
      column.cards.setAlpha(dim);
      column.name.setAlpha(dim);
      this.syncLabel(column, reel && !reel.out ? landed : null, dim);
      const won = model.winners.includes(k);
      column.frame.setVisible(lit === k || won);
      column.frame.setStrokeStyle(
        this.tuning.sizes.frame,
        won ? this.tuning.colours.winner : this.tuning.colours.tieRoll,
      );
      column.glow.setAlpha(won ? glow : 0);
      column.badge.setVisible(won);
      if (won) column.badge.setScale(this.tuning.easings.pop(Math.min(1, progress * 3)));
      const mine = model.confetti.filter((c) => c.seat === k);
      column.confetti.forEach((piece, i) => {
        const confetto = mine[i];
        const at = confetto ? model.confettoAt(confetto) : null;
        piece.setVisible(at !== null);
        if (!at || !confetto) return;
        piece.setPosition(column.left + Math.min(Math.max(at.x, 0), columnWidth), at.y);
        piece.setAlpha(at.alpha);
        piece.fillColor =
          confetto.colour === 'winner'
            ? this.tuning.colours.winner
            : confetto.colour === 'marker'
              ? this.tuning.colours.marker
              : this.teamColour(model.seats[k]?.team ?? 1);
      });
    });
  }

  private syncCards(
    column: Column,
    reel: SeatReel,
    marker: number,
    top: number,
    bottom: number,
  ): void {
    const model = this.model;
    const { cardHeight } = this.tuning.sizes;
    const half = cardHeight / 2;
    // Higher cards of the strip sit above: as the position grows the strip falls.
    const first = Math.floor((reel.position.value - (bottom - marker) - cardHeight) / model.pitch);
    const landed = model.landedCard(reel);
    column.slots.forEach((slot, s) => {
      const index = first + s;
      const card = reel.strip.cards[index];
      const y = marker - (model.cardCentre(index) - reel.position.value);
      const visible = card !== undefined && y + half > top && y - half < bottom;
      slot.box.visible = visible;
      if (!visible || !card) return;
      slot.box.y = y;
      if (slot.shows !== card) this.paint(slot, card);
      const isWon = landed !== null && index === reel.strip.winIndex;
      slot.glow.setAlpha(isWon ? 0.12 + this.tuning.factors.glowAlpha : 0.12);
      if (y - half <= marker && marker < y + half) column.under = slot;
    });
  }

  private syncLabel(column: Column, landed: CaseReelItem | null, alpha: number): void {
    column.label.visible = landed !== null;
    column.label.setAlpha(alpha);
    if (!landed || column.labelFor === landed) return;
    const css = this.tuning.css as Record<string, string>;
    column.label.setText(`${this.fitted1(landed.name, column.label)}\n${gems(landed.price)}`);
    column.label.setColor(css[landed.rarity] ?? this.tuning.css.labelText);
    column.labelFor = landed;
  }

  /** The seat's name, shortened to fit its column at the size it is drawn. */
  private shortName(seat: BattleSeatView | undefined, text: Phaser.GameObjects.Text): string {
    return this.fitted1(seat?.name ?? 'Waiting…', text);
  }

  /** `value` shortened with an ellipsis to one line of the column at `text`'s drawn size. */
  private fitted1(value: string, text: Phaser.GameObjects.Text): string {
    const size = Number.parseFloat(String(text.style.fontSize)) || this.tuning.sizes.nameFont;
    const fits = Math.max(
      4,
      Math.floor((this.tuning.sizes.columnWidth - 16) / (size * CHAR_WIDTH)),
    );
    return value.length > fits ? `${value.slice(0, fits - 1)}…` : value;
  }

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
    slot.picture.setScale(
      Math.min((cardWidth - 16) / frame.width, (cardHeight - barHeight - 14) / frame.height),
    );
  }

  private rarityColour(card: CaseReelItem): number {
    return (this.tuning.colours as Record<string, number>)[card.rarity] ?? this.tuning.colours.card;
  }

  private teamColour(team: number): number {
    const colours = this.tuning.colours as Record<string, number>;
    return colours[`team${team}`] ?? this.tuning.colours.team1;
  }

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
      for (const column of this.columns) for (const slot of column.slots) slot.shows = null;
    });
    this.load.start();
  }

  probe(): BattleReelsProbe {
    const model = this.model;
    const half = this.tuning.sizes.cardHeight / 2;
    const lit = model.tieRollSeat();
    return {
      board: this.boardSize(),
      battleId: model.battleId,
      round: model.round,
      respin: model.respin,
      markerY: this.window().marker,
      seats: this.columns.map((column, k) => {
        const under = column.under;
        return {
          name: column.name.text,
          under:
            under && under.shows
              ? {
                  name: under.shows.name,
                  colour: under.bar.fillColor,
                  picture: under.picture.texture.key,
                  top: under.box.y - half,
                  bottom: under.box.y + half,
                }
              : null,
          label: column.label.visible ? column.label.text : null,
          alpha: column.cards.alpha,
          lit: lit === k,
          glow: column.glow.alpha,
          badge: column.badge.visible,
        };
      }),
      confetti: this.columns.reduce(
        (sum, column) => sum + column.confetti.filter((piece) => piece.visible).length,
        0,
      ),
    };
  }
}

function imageKey(url: string): string {
  return `case-item:${url}`;
}
