import { expect, test } from './probePage';
import seedrandom from 'seedrandom';
import { demoCaseItems, demoCasePrice, demoOpening } from '../../games/case-unbox/scene/demoCase';
import type { CaseUnboxProbe } from '../../games/case-unbox/scene/probe';
import { weaponTextureKey } from '../../games/case-unbox/scene/weaponTextures';
import type { CaseReelItem } from '../../games/case-unbox/bus';
import type { ProbeCommand } from '../../games/registry.client';
import { rarityColors } from '../../src/client/ui/tokens';
import { WEAPON_CLASSES } from '../../src/shared/weapon-classes';
import { silhouetteOf } from '../../src/shared/weapon-silhouettes';
import type { ProbeResult, ProbeScript } from '../../tools/scene-viewer/probeTypes';
import { OUTCOMES_PER_RATE } from './outcomes';

// The real case scene in Chromium, stepped at 30, 60 and 144 fps with one long frame per
// spin: on the frame that announces done, every reel shows its won item under the marker,
// with its label, its rarity glow and, with no picture, its weapon class's silhouette.
// Each rate plays its own share of the spins (the reel motion lands them all in node).

const FRAME_RATES = [30, 60, 144];

interface Spin {
  id: string;
  items: CaseReelItem[];
}

function caseScript(seed: string, fps: number): { script: ProbeScript; spins: Spin[] } {
  const rng = seedrandom(seed);
  let nonce = 0;
  const spins: Spin[] = [];
  const steps: ProbeCommand[][] = [
    [{ type: 'case-unbox:reels', payload: { items: demoCaseItems, count: 1 } }],
  ];
  for (let n = 0; n < OUTCOMES_PER_RATE; n++) {
    const reels = Array.from({ length: 1 + Math.floor(rng() * 5) }, () => ({
      openingId: `${seed}-${nonce}`,
      item: demoOpening(`server-${seed}`, nonce++),
    }));
    const id = `spin-${n}`;
    spins.push({ id, items: reels.map((r) => r.item) });
    steps.push([{ type: 'case-unbox:spin', payload: { id, price: demoCasePrice, reels } }]);
  }
  const longFrames = steps.map((): [number, number] => [
    Math.floor(rng() * 60),
    150 + Math.floor(rng() * 550),
  ]);
  return { script: { steps, fps, longFrames }, spins };
}

// The design tokens' rarity colours (the scene's tuning must draw the same).
const colourOf = (item: CaseReelItem) => Number.parseInt(rarityColors[item.rarity].slice(1), 16);

test('case reels stop on every won item, at any frame rate', async ({ page }) => {
  await page.evaluate(() => window.__sceneProbe!.show('case-unbox'));
  for (const fps of FRAME_RATES) {
    const { script, spins } = caseScript(`case-browser-${fps}`, fps);
    const result: ProbeResult = await page.evaluate((s) => window.__sceneProbe!.run(s), script);
    expect(result.error).toBeNull();
    expect(result.landings.map((l) => l.id)).toEqual(spins.map((s) => s.id));
    expect(result.sounds['game.case-open']).toBe(spins.length);
    const heights = new Map<number, number>();
    // Every reel of every spin in one expect: thousands of expect() calls cost most of a minute.
    const drawn = result.landings.map((landing) => {
      const probe = landing.probe as CaseUnboxProbe;
      heights.set(probe.reels.length, probe.board.height);
      return probe.reels.map((reel) => ({
        name: reel.under?.name,
        colour: reel.under?.colour,
        picture: reel.under?.picture,
        tint: reel.under?.tint,
        underMarker: reel.under!.left <= probe.markerX && reel.under!.right > probe.markerX,
        label: reel.label,
        glows: reel.glow > 0.12,
      }));
    });
    expect(drawn).toEqual(
      spins.map((spin) =>
        spin.items.map((item) => ({
          name: item.name,
          colour: colourOf(item),
          picture: weaponTextureKey(item.weapon),
          tint: colourOf(item),
          underMarker: true,
          label: `${item.name}  ·  ${(item.price / 100).toFixed(2)}`,
          glows: true,
        })),
      ),
    );
    // One texture per class, made once, however many cards drew it.
    expect(
      result.landings.every(
        (l) => (l.probe as CaseUnboxProbe).weaponTextures === WEAPON_CLASSES.length,
      ),
    ).toBe(true);
    // The board grows by one reel's height per reel, so the canvas never squeezes them.
    const one = heights.get(1)!;
    const step = heights.get(2)! - one;
    expect(step).toBeGreaterThan(0);
    for (const [n, height] of heights) expect(height).toBe(one + (n - 1) * step);
  }
});

test('a knife draws its gold, flashes and sounds the big win', async ({ page }) => {
  await page.evaluate(() => window.__sceneProbe!.show('case-unbox'));
  const knife = demoCaseItems.find((item) => item.rarity === 'rare-special')!;
  const common = demoCaseItems[0]!;
  const script: ProbeScript = {
    fps: 60,
    steps: [
      [{ type: 'case-unbox:reels', payload: { items: demoCaseItems, count: 2 } }],
      [
        {
          type: 'case-unbox:spin',
          payload: {
            id: 'gold',
            price: demoCasePrice,
            reels: [
              { openingId: 'a', item: common },
              { openingId: 'b', item: knife },
            ],
          },
        },
      ],
    ],
  };
  const result: ProbeResult = await page.evaluate((s) => window.__sceneProbe!.run(s), script);
  expect(result.error).toBeNull();
  expect(result.sounds).toEqual({ 'game.case-open': 1, 'game.case-big-win': 1 });
  const probe = result.landings[0]!.probe as CaseUnboxProbe;
  expect(probe.reels.map((r) => r.under?.name)).toEqual([common.name, knife.name]);
  expect(probe.reels[1]!.flash).toBeGreaterThan(0);
});

test('gloves, a knife and a pistol land on three different silhouettes', async ({ page }) => {
  await page.evaluate(() => window.__sceneProbe!.show('case-unbox'));
  const gloves = demoCaseItems.find((item) => item.name === '★ Sport Gloves | Vice')!;
  const pistol = demoCaseItems.find((item) => item.name === 'Glock-18 | Winterized')!;
  const knifeName = '★ Karambit | Doppler';
  const knife: CaseReelItem = {
    name: knifeName,
    image: null,
    weapon: silhouetteOf(knifeName),
    rarity: 'rare-special',
    price: 80_000,
    tickets: 1,
  };
  const won = [gloves, knife, pistol];
  const script: ProbeScript = {
    fps: 60,
    steps: [
      [{ type: 'case-unbox:reels', payload: { items: demoCaseItems, count: 3 } }],
      [
        {
          type: 'case-unbox:spin',
          payload: {
            id: 'classes',
            price: demoCasePrice,
            reels: won.map((item, k) => ({ openingId: `class-${k}`, item })),
          },
        },
      ],
    ],
  };
  const result: ProbeResult = await page.evaluate((s) => window.__sceneProbe!.run(s), script);
  expect(result.error).toBeNull();
  const probe = result.landings[0]!.probe as CaseUnboxProbe;
  expect(probe.reels.map((r) => r.under?.name)).toEqual(won.map((item) => item.name));
  const pictures = probe.reels.map((r) => r.under!.picture);
  expect(pictures).toEqual([
    weaponTextureKey('gloves'),
    weaponTextureKey('knife'),
    weaponTextureKey('pistol'),
  ]);
  expect(new Set(pictures).size).toBe(3);
  // Each in its rarity colour: the gloves and the knife gold, the pistol mil-spec blue.
  expect(probe.reels.map((r) => r.under!.tint)).toEqual(won.map(colourOf));
  expect(probe.weaponTextures).toBe(WEAPON_CLASSES.length);
});
