import { describe, expect, it } from 'vitest';
import { WEAPON_CLASSES } from './weapon-classes';
import { MODEL_SILHOUETTES } from './weapon-model-silhouettes';
import { SILHOUETTE_BOX, WEAPON_SILHOUETTES, silhouetteOf } from './weapon-silhouettes';

// The item cards draw the models' paths as SVG and the case reels bake the classes' into
// canvas textures of SILHOUETTE_BOX's size, so every part must be a closed path that both draw alike and
// that stays inside the box.

/** The path's commands and the points they reach (H and V keep the other coordinate). */
function pathPoints(d: string): { commands: string[]; points: [number, number][] } {
  const tokens = d.match(/[A-Za-z]|-?\d*\.?\d+/g) ?? [];
  const commands: string[] = [];
  const points: [number, number][] = [];
  let x = 0;
  let y = 0;
  let command = '';
  for (let i = 0; i < tokens.length;) {
    if (/[A-Za-z]/.test(tokens[i]!)) {
      command = tokens[i++]!;
      commands.push(command);
      if (command === 'Z') continue;
    }
    const take = () => Number(tokens[i++]);
    if (command === 'H') x = take();
    else if (command === 'V') y = take();
    else if (command === 'M' || command === 'L') [x, y] = [take(), take()];
    else if (command === 'Q') {
      points.push([take(), take()]); // the control point
      [x, y] = [take(), take()];
    } else throw new Error(`Unexpected command ${command} in ${d}`);
    points.push([x, y]);
  }
  return { commands, points };
}

describe('weapon silhouettes', () => {
  it('draws every weapon class, each with its own shape', () => {
    expect(Object.keys(WEAPON_SILHOUETTES).sort()).toEqual([...WEAPON_CLASSES].sort());
    const drawings = WEAPON_CLASSES.map((weapon) => WEAPON_SILHOUETTES[weapon].join(' '));
    expect(new Set(drawings).size).toBe(WEAPON_CLASSES.length);
  });

  it('closes every part with absolute commands, inside the box', () => {
    const drawings = [...Object.entries(WEAPON_SILHOUETTES), ...Object.entries(MODEL_SILHOUETTES)];
    for (const [weapon, parts] of drawings) {
      expect(parts.length, weapon).toBeGreaterThan(0);
      for (const part of parts) {
        const { commands, points } = pathPoints(part);
        expect(commands[0], part).toBe('M');
        expect(commands.at(-1), part).toBe('Z');
        expect(
          commands.every((c) => 'MLHVQZ'.includes(c)),
          part,
        ).toBe(true);
        for (const [x, y] of points) {
          expect(x, part).toBeGreaterThanOrEqual(0);
          expect(x, part).toBeLessThanOrEqual(SILHOUETTE_BOX.width);
          expect(y, part).toBeGreaterThanOrEqual(0);
          expect(y, part).toBeLessThanOrEqual(SILHOUETTE_BOX.height);
        }
      }
    }
  });

  it('draws an item by its weapon class, and a name no rule knows as a rifle', () => {
    expect(silhouetteOf('★ Sport Gloves | Vice')).toBe('gloves');
    expect(silhouetteOf('★ Karambit | Doppler')).toBe('knife');
    expect(silhouetteOf('Glock-18 | Winterized')).toBe('pistol');
    expect(silhouetteOf('Negev | Drop Me')).toBe('machine-gun');
    expect(silhouetteOf('Sticker | Crown (Foil)')).toBe('rifle');
    expect(silhouetteOf(undefined)).toBe('rifle');
    expect(silhouetteOf('')).toBe('rifle');
  });
});
