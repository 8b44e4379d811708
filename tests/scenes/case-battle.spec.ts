import { expect, test } from './probePage';
import { weaponTextureKey } from '../../games/case-unbox/scene/weaponTextures';
import type { CaseReelItem } from '../../games/case-battle/bus';
import { demoCommands, type DemoSetup } from '../../games/case-battle/scene/demoBattle';
import type { BattleReelsProbe } from '../../games/case-battle/scene/probe';
import type { ProbeCommand } from '../../games/registry.client';
import { rarityColors } from '../../src/client/ui/tokens';
import type { ProbeResult, ProbeScript } from '../../tools/scene-viewer/probeTypes';

// The real battle reels in Chromium, stepped at 30, 60 and 144 fps with one long frame per
// round: on the frame that announces a round done, every seat's reel shows its pull under
// the marker with its label; a seat that sits a respin out is dimmed; the result lights the
// winners, with a tie roll first when the battle had one.

const FRAME_RATES = [30, 60, 144];
const colourOf = (item: CaseReelItem) => Number.parseInt(rarityColors[item.rarity].slice(1), 16);

function battleScript(setup: DemoSetup, fps: number) {
  const battle = demoCommands(`scene-${setup.seed}-${fps}`, setup);
  const steps: ProbeCommand[][] = [
    [{ type: 'case-battle:show', payload: battle.show }],
    ...battle.rounds.map((round): ProbeCommand[] => [
      { type: 'case-battle:round', payload: round },
    ]),
    [{ type: 'case-battle:result', payload: battle.result }],
  ];
  const longFrames = steps.map((_, k): [number, number] => [5 + ((k * 7) % 40), 150 + k * 40]);
  const script: ProbeScript = { steps, fps, longFrames };
  return { battle, script };
}

test('every reel stops on its seat pull, and the winners light up, at any frame rate', async ({
  page,
}) => {
  await page.evaluate(() => window.__sceneProbe!.show('case-battle'));
  const setups: DemoSetup[] = [
    { seed: 'a', mode: 'VERSUS', options: [], playerAmount: 2, rounds: 3 },
    { seed: 'b', mode: 'VERSUS', options: ['FAST_SPIN'], playerAmount: 4, rounds: 2 },
    { seed: 'c', mode: 'TEAMS', options: [], playerAmount: 4, rounds: 2 },
  ];
  for (const fps of FRAME_RATES) {
    for (const setup of setups) {
      const { battle, script } = battleScript(setup, fps);
      const result: ProbeResult = await page.evaluate((s) => window.__sceneProbe!.run(s), script);
      expect(result.error).toBeNull();
      expect(result.landings.map((l) => l.id)).toEqual([
        ...battle.rounds.map((r) => r.id),
        battle.result.id,
      ]);
      battle.rounds.forEach((round, i) => {
        const probe = result.landings[i]!.probe as BattleReelsProbe;
        expect(probe.round).toBe(round.round);
        expect(probe.seats).toHaveLength(setup.playerAmount);
        round.pulls.forEach((pull, seat) => {
          const shown = probe.seats[seat]!;
          if (!pull) {
            expect(shown.alpha).toBeLessThan(1);
            return;
          }
          expect(shown.alpha).toBe(1);
          expect(shown.under?.name).toBe(pull.name);
          expect(shown.under!.colour).toBe(colourOf(pull));
          expect(shown.under!.picture).toBe(weaponTextureKey(pull.weapon));
          expect(shown.under!.top).toBeLessThanOrEqual(probe.markerY);
          expect(shown.under!.bottom).toBeGreaterThan(probe.markerY);
          expect(shown.label).toContain((pull.price / 100).toFixed(2));
        });
        // Rounds land within the server's spin, so the next one never cuts a reel short.
        const spinMs = setup.options.includes('FAST_SPIN') ? 2_500 : 5_000;
        expect(result.landings[i]!.elapsed).toBeLessThan(spinMs);
      });
      const end = result.landings.at(-1)!.probe as BattleReelsProbe;
      const winners = new Set(battle.result.winners);
      end.seats.forEach((seat, k) => {
        expect(seat.badge).toBe(winners.has(k));
        expect(seat.glow > 0).toBe(winners.has(k));
      });
      expect(end.confetti).toBeGreaterThan(0);
      // Seats 2 and 4 change the board's width, never its height.
      expect(end.board.height).toBe(500);
      expect(end.board.width).toBe(setup.playerAmount === 2 ? 396 : 780);
    }
  }
});

test('a tie roll lights the tied seats in turn and stops on the winner', async ({ page }) => {
  await page.evaluate(() => window.__sceneProbe!.show('case-battle'));
  const setup: DemoSetup = { seed: 'tie', mode: 'VERSUS', options: [], playerAmount: 3, rounds: 1 };
  const { battle } = battleScript(setup, 60);
  const script: ProbeScript = {
    fps: 60,
    steps: [
      [{ type: 'case-battle:show', payload: battle.show }],
      [
        {
          type: 'case-battle:result',
          payload: {
            id: 'tie-result',
            battleId: battle.show.battleId,
            winners: [2],
            tieRoll: { seats: [0, 1, 2], winner: 2 },
          },
        },
      ],
    ],
  };
  const result: ProbeResult = await page.evaluate((s) => window.__sceneProbe!.run(s), script);
  expect(result.error).toBeNull();
  expect(result.sounds['game.wheel-tick']).toBeGreaterThan(5);
  expect(result.sounds['game.wheel-end']).toBe(1);
  const landing = result.landings.find((l) => l.id === 'tie-result')!;
  expect(landing.elapsed).toBeGreaterThan(2_000);
  const probe = landing.probe as BattleReelsProbe;
  expect(probe.seats.map((s) => s.badge)).toEqual([false, false, true]);
  expect(probe.seats.map((s) => s.lit)).toEqual([false, false, true]);
});
