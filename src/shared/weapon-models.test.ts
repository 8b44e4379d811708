import { describe, expect, it } from 'vitest';
import catalogue from '../server/domain/cases/catalogue/cs2-cases.json';
import { MODEL_SILHOUETTES } from './weapon-model-silhouettes';
import { WEAPON_MODELS, weaponModelOf } from './weapon-models';

describe('weapon models', () => {
  it('tells models apart by the name before the skin', () => {
    expect(weaponModelOf('★ Karambit | Doppler').model).toBe('karambit');
    expect(weaponModelOf('★ Butterfly Knife | Fade').model).toBe('butterfly-knife');
    expect(weaponModelOf('★ M9 Bayonet | Lore').model).toBe('m9-bayonet');
    expect(weaponModelOf('★ Bayonet | Lore').model).toBe('bayonet');
    expect(weaponModelOf('★ Shadow Daggers | Slaughter').model).toBe('shadow-daggers');
    expect(weaponModelOf('AK-47 | Redline').model).toBe('ak-47');
    expect(weaponModelOf('M4A4 | Howl').model).toBe('m4a4');
    expect(weaponModelOf('M4A1-S | Hyper Beast').model).toBe('m4a1-s');
    expect(weaponModelOf('AWP | Asiimov').model).toBe('awp');
    expect(weaponModelOf('Desert Eagle | Blaze').model).toBe('desert-eagle');
    expect(weaponModelOf('Glock-18 | Fade').model).toBe('glock-18');
    expect(weaponModelOf('USP-S | Kill Confirmed').model).toBe('usp-s');
    expect(weaponModelOf('★ Hand Wraps | Slaughter').model).toBe('hand-wraps');
    expect(weaponModelOf('★ Sport Gloves | Vice')).toEqual({
      model: 'gloves',
      weaponClass: 'gloves',
      known: true,
    });
    expect(weaponModelOf('AK-47 | Redline').weaponClass).toBe('rifle');
    expect(weaponModelOf('★ Karambit | Doppler').weaponClass).toBe('knife');
  });

  it('draws a new knife as a knife and a name no rule knows as a stand-in', () => {
    expect(weaponModelOf('★ Kukri Machete | Fade')).toEqual({
      model: 'classic-knife',
      weaponClass: 'knife',
      known: true,
    });
    expect(weaponModelOf('Sticker | Crown (Foil)')).toEqual({
      model: 'ak-47',
      weaponClass: 'rifle',
      known: false,
    });
    expect(weaponModelOf(undefined).known).toBe(false);
  });

  it('knows the model of every item in the catalogue, each weapon its own drawing', () => {
    const unknown = catalogue.items.filter((item) => !weaponModelOf(item.name).known);
    expect(unknown.map((item) => item.name)).toEqual([]);
    const weapons = new Map(
      catalogue.items.map((item) => [item.name.split(' | ')[0], weaponModelOf(item.name).model]),
    );
    // Only gloves of a maker with no drawing of its own share one (the glove).
    const shared = [...weapons].filter(([, model]) => model === 'gloves').map(([name]) => name);
    expect(shared.every((name) => name!.endsWith('Gloves'))).toBe(true);
    const models = new Set(weapons.values());
    expect(models.size).toBe(weapons.size - shared.length + 1);
  });

  it('has a drawing for every model, no two alike', () => {
    expect(Object.keys(MODEL_SILHOUETTES).sort()).toEqual([...WEAPON_MODELS].sort());
    const drawings = WEAPON_MODELS.map((model) => MODEL_SILHOUETTES[model].join(' '));
    expect(new Set(drawings).size).toBe(WEAPON_MODELS.length);
  });
});
