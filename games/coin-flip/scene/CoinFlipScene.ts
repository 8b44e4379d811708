import Phaser from 'phaser';
import { StageScene } from '../../engine/StageScene';
import type { CoinFlipCommands } from '../bus';
import type { CoinSide } from '../core';
import tuningFile from '../tuning.json';
import { CoinFlipModel } from './motion';
import type { CoinFlipProbe } from './probe';
import { seatInitial, seatName, seatRole } from './seatText';

// The coin flip table: the CT seat on the left, the T seat on the right, the coin between
// them. While a game waits the coin lies on the creator's side; on the flip it is tossed,
// turns end over end and settles on the server's side, and the winner's seat glows while
// the other dims. Faces are drawn, not loaded: a blue CT badge and a gold T badge. The
// motion lives in ./motion.ts and ./spin.ts; this only draws it.

const SIDES: readonly CoinSide[] = ['CT', 'T'];
/** Discs stacked behind the face to draw the coin's edge as one solid band. */
const RIM_LAYERS = 4;
const FONT = 'system-ui, sans-serif';

interface SeatView {
  box: Phaser.GameObjects.Container;
  glow: Phaser.GameObjects.Graphics;
  name: Phaser.GameObjects.Text;
  role: Phaser.GameObjects.Text;
  initial: Phaser.GameObjects.Text;
}

export class CoinFlipScene extends StageScene<typeof tuningFile, CoinFlipCommands> {
  protected readonly defaultTuning = tuningFile;
  private model!: CoinFlipModel;
  private coin!: Phaser.GameObjects.Container;
  private rims: Phaser.GameObjects.Arc[] = [];
  private faces!: Record<CoinSide, Phaser.GameObjects.Container>;
  private shadow!: Phaser.GameObjects.Ellipse;
  private glow!: Phaser.GameObjects.Arc;
  private seats!: Record<CoinSide, SeatView>;
  private label!: Phaser.GameObjects.Text;

  constructor() {
    super('coin-flip');
  }

  protected build(): void {
    const { sizes, colours } = this.tuning;
    this.model = new CoinFlipModel(this.tuning, this.durations);
    this.add.rectangle(0, 0, sizes.width, sizes.height, colours.background).setOrigin(0, 0);
    this.add
      .ellipse(sizes.width / 2, sizes.shadowY, sizes.coinRadius * 4, 34, colours.table)
      .setAlpha(0.9);
    this.seats = { CT: this.makeSeat('CT'), T: this.makeSeat('T') };

    const cx = sizes.width / 2;
    this.shadow = this.add.ellipse(cx, sizes.shadowY, sizes.coinRadius * 1.8, 18, colours.shadow);
    this.glow = this.add.circle(cx, sizes.coinY, sizes.glowRadius, colours.ct).setAlpha(0);
    this.rims = Array.from({ length: RIM_LAYERS }, () =>
      this.add.circle(cx, sizes.coinY, sizes.coinRadius, colours.rim),
    );
    this.faces = { CT: this.makeFace('CT'), T: this.makeFace('T') };
    this.coin = this.add.container(cx, sizes.coinY, [this.faces.CT, this.faces.T]);
    this.label = this.addText(cx, sizes.labelY, '', {
      fontFamily: FONT,
      fontSize: `${sizes.labelFont}px`,
      fontStyle: 'bold',
      color: this.tuning.css.label,
    }).setOrigin(0.5, 0.5);
    this.sync();
  }

  protected listen(): void {
    this.on('coin-flip:show', (game) => {
      this.model.show(game);
      this.fillSeats();
    });
    this.on('coin-flip:flip', (flip) => this.model.flip(flip, this.motion.reduced));
    this.on('coin-flip:idle', () => {
      this.model.idle();
      this.fillSeats();
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

  private sideColours(side: CoinSide) {
    const { colours } = this.tuning;
    return side === 'CT'
      ? { deep: colours.ctDeep, main: colours.ct, light: colours.ctLight }
      : { deep: colours.tDeep, main: colours.t, light: colours.tLight };
  }

  /** One face of the coin: a rimmed badge in the side's colours with its letters. */
  private makeFace(side: CoinSide): Phaser.GameObjects.Container {
    const { sizes } = this.tuning;
    const r = sizes.coinRadius;
    const { deep, main, light } = this.sideColours(side);
    const art = this.add.graphics();
    art.fillStyle(deep, 1).fillCircle(0, 0, r);
    art.fillStyle(main, 1).fillCircle(0, 0, r * 0.86);
    art.lineStyle(3, light, 0.9).strokeCircle(0, 0, r * 0.72);
    // Reeding around the edge, as on a struck coin.
    art.fillStyle(light, 0.8);
    for (let i = 0; i < 24; i++) {
      const a = (i / 24) * Math.PI * 2;
      art.fillCircle(Math.cos(a) * r * 0.93, Math.sin(a) * r * 0.93, 2);
    }
    // A small emblem above the letters: a star for CT, a diamond for T.
    art.fillStyle(light, 1);
    // Star points (CT: five, T: a diamond's four), filled as a fan of triangles.
    const tips = side === 'CT' ? 5 : 4;
    const outer = side === 'CT' ? 10 : 9;
    const inner = side === 'CT' ? 4.5 : 6.4;
    const cy = -r * 0.46;
    for (let i = 0; i < 2 * tips; i++) {
      const point = (k: number) => {
        const a = -Math.PI / 2 + (k * Math.PI) / tips;
        const len = k % 2 === 0 ? outer : inner;
        return [Math.cos(a) * len, cy + Math.sin(a) * len] as const;
      };
      const [x1, y1] = point(i);
      const [x2, y2] = point(i + 1);
      art.fillTriangle(0, cy, x1, y1, x2, y2);
    }
    const letters = this.addText(0, 6, side, {
      fontFamily: FONT,
      fontSize: `${sizes.faceFont}px`,
      fontStyle: 'bold',
      color: this.tuning.css.faceText,
    }).setOrigin(0.5, 0.5);
    return this.add.container(0, 0, [art, letters]);
  }

  private makeSeat(side: CoinSide): SeatView {
    const { sizes, colours, css } = this.tuning;
    const w = sizes.panelWidth;
    const h = sizes.panelHeight;
    const x = side === 'CT' ? sizes.panelInset + w / 2 : sizes.width - sizes.panelInset - w / 2;
    const { main } = this.sideColours(side);
    const glow = this.add
      .graphics()
      .lineStyle(4, main, 1)
      .strokeRoundedRect(-w / 2 - 4, -h / 2 - 4, w + 8, h + 8, 16)
      .setAlpha(0);
    const panel = this.add
      .graphics()
      .fillStyle(colours.panel, 1)
      .fillRoundedRect(-w / 2, -h / 2, w, h, 12)
      .lineStyle(1, colours.panelBorder, 1)
      .strokeRoundedRect(-w / 2, -h / 2, w, h, 12);
    const badgeY = -h / 2 + sizes.badgeRadius + 14;
    const badge = this.add
      .graphics()
      .fillStyle(main, 1)
      .fillCircle(-w / 2 + sizes.badgeRadius + 16, badgeY, sizes.badgeRadius);
    const badgeText = this.addText(-w / 2 + sizes.badgeRadius + 16, badgeY, side, {
      fontFamily: FONT,
      fontSize: `${sizes.badgeFont}px`,
      fontStyle: 'bold',
      color: css.faceText,
    }).setOrigin(0.5, 0.5);
    const avatar = this.add
      .graphics()
      .fillStyle(colours.panelBorder, 1)
      .fillCircle(w / 2 - sizes.badgeRadius - 16, badgeY, sizes.badgeRadius);
    const initial = this.addText(w / 2 - sizes.badgeRadius - 16, badgeY, '?', {
      fontFamily: FONT,
      fontSize: `${sizes.badgeFont}px`,
      fontStyle: 'bold',
      color: css.name,
    }).setOrigin(0.5, 0.5);
    const name = this.addText(0, 18, '', {
      fontFamily: FONT,
      fontSize: `${sizes.nameFont}px`,
      fontStyle: 'bold',
      color: css.name,
    }).setOrigin(0.5, 0.5);
    const role = this.addText(0, 46, '', {
      fontFamily: FONT,
      fontSize: `${sizes.seatFont}px`,
      color: css.muted,
    }).setOrigin(0.5, 0.5);
    const box = this.add.container(x, sizes.panelY, [
      glow,
      panel,
      badge,
      badgeText,
      avatar,
      initial,
      name,
      role,
    ]);
    return { box, glow, name, role, initial };
  }

  /** The seats' texts change only with the game shown, never per frame. */
  private fillSeats(): void {
    for (const side of SIDES) {
      const player = this.model.game?.seats[side] ?? null;
      const view = this.seats[side];
      view.name.setText(this.model.game ? seatName(player) : '');
      view.role.setText(this.model.game ? seatRole(player) : '');
      view.initial.setText(this.model.game ? seatInitial(player) : '');
    }
  }

  private sync(): void {
    const model = this.model;
    const { sizes, factors } = this.tuning;
    const pose = model.pose;
    const scale = 1 + pose.lift * factors.tossScale;
    const y = sizes.coinY - pose.lift * sizes.tossHeight;
    const squash = Math.max(pose.squash, factors.minSquash);
    this.coin.setPosition(sizes.width / 2, y);
    this.coin.setScale(scale, scale * squash);
    // The edge shows below (or above) the face as the coin tips, as thick as it is turned.
    const edge = sizes.rimThickness * Math.sin(pose.angle) * scale;
    for (let i = 0; i < this.rims.length; i++) {
      const rim = this.rims[i]!;
      rim.setPosition(sizes.width / 2, y + (edge * (i + 1)) / this.rims.length);
      rim.setScale(scale, scale * squash);
      rim.visible = pose.squash < 1;
    }

    const fade = model.fade;
    for (const side of SIDES) {
      let alpha = pose.face === side ? 1 : 0;
      if (fade && fade.from !== fade.to) {
        alpha = side === fade.to ? fade.progress : 1 - fade.progress;
      }
      this.faces[side].visible = alpha > 0;
      this.faces[side].setAlpha(alpha);
    }
    // The face being faded in is drawn over the one fading out.
    this.coin.bringToTop(this.faces[fade ? fade.to : pose.face]);

    this.shadow.setScale(1 - 0.45 * pose.lift, 1 - 0.3 * pose.lift);
    this.shadow.setAlpha(0.6 * (1 - 0.6 * pose.lift));

    const result = model.result;
    this.glow.visible = result !== null;
    if (result) {
      this.glow.fillColor = this.sideColours(result.side).main;
      this.glow.setAlpha(model.glowAlpha());
      this.glow.setScale(model.popScale());
    }
    for (const side of SIDES) {
      const seat = this.seats[side];
      seat.box.setAlpha(model.seatAlpha(side));
      seat.glow.setAlpha(result?.side === side ? Math.min(1, 2 * model.glowAlpha()) : 0);
    }
    const status = model.status();
    if (this.label.text !== status) this.label.setText(status);
  }

  probe(): CoinFlipProbe {
    const faces = {
      CT: this.faces.CT.visible ? this.faces.CT.alpha : 0,
      T: this.faces.T.visible ? this.faces.T.alpha : 0,
    };
    const seat = (side: CoinSide) => ({
      name: this.seats[side].name.text,
      alpha: this.seats[side].box.alpha,
      glow: this.seats[side].glow.alpha,
    });
    const winner = SIDES.find((side) => this.seats[side].glow.alpha > 0) ?? null;
    return {
      board: this.boardSize(),
      gameId: this.model.game?.gameId ?? null,
      state: this.model.game?.state ?? null,
      spinning: this.model.spinning,
      coin: {
        face: faces.T > faces.CT ? 'T' : 'CT',
        faces,
        y: this.coin.y,
        restY: this.tuning.sizes.coinY,
        squash: this.coin.scaleY / this.coin.scaleX,
        angle: this.model.pose.angle,
      },
      winner,
      seats: { CT: seat('CT'), T: seat('T') },
      label: this.label.text,
    };
  }
}
