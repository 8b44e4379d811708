import { describe, expect, it } from 'vitest';
import catalogue from '../server/domain/cases/catalogue/cs2-cases.json';
import { WEAPON_CLASSES, weaponClassOf, weaponNameOf } from './weapon-classes';

describe('weaponClassOf', () => {
  it('gives every catalogue item a class', () => {
    const unknown = catalogue.items.filter((item) => weaponClassOf(item.name) === null);
    expect(unknown.map((item) => item.name)).toEqual([]);
  });

  it('draws every class somewhere in the catalogue', () => {
    const seen = new Set(catalogue.items.map((item) => weaponClassOf(item.name)));
    for (const kind of WEAPON_CLASSES) expect(seen, kind).toContain(kind);
  });

  it('makes gloves and hand wraps gloves, never a rifle', () => {
    const gloves = catalogue.items.filter((item) => /Gloves|Hand Wraps/.test(item.name));
    expect(gloves.length).toBeGreaterThan(50);
    for (const item of gloves) expect(weaponClassOf(item.name), item.name).toBe('gloves');
    expect(weaponClassOf('★ Sport Gloves | Vice')).toBe('gloves');
    expect(weaponClassOf('★ Hand Wraps | Cobalt Skulls')).toBe('gloves');
  });

  it('makes every other starred item a knife', () => {
    const starred = catalogue.items.filter(
      (item) => item.name.startsWith('★') && !/Gloves|Hand Wraps/.test(item.name),
    );
    expect(starred.length).toBeGreaterThan(100);
    for (const item of starred) expect(weaponClassOf(item.name), item.name).toBe('knife');
    expect(weaponClassOf('★ Karambit')).toBe('knife');
    expect(weaponClassOf('★ Nomad Knife | Doppler (Ruby)')).toBe('knife');
  });

  it.each([
    ['AK-47 | Redline', 'rifle'],
    ['M4A1-S | Printstream', 'rifle'],
    ['AWP | Asiimov', 'sniper'],
    ['SSG 08 | Dragonfire', 'sniper'],
    ['Glock-18 | Fade', 'pistol'],
    ['Desert Eagle | Blaze', 'pistol'],
    ['Zeus x27 | Olympus', 'pistol'],
    ['P90 | Asiimov', 'smg'],
    ['MP5-SD | Phosphor', 'smg'],
    ['XM1014 | Tranquility', 'shotgun'],
    ['Sawed-Off | The Kraken', 'shotgun'],
    ['Negev | Power Loader', 'machine-gun'],
    ['M249 | Emerald Poison Dart', 'machine-gun'],
  ])('%s is a %s', (name, kind) => {
    expect(weaponClassOf(name)).toBe(kind);
  });

  it('knows no class for a name no rule covers', () => {
    expect(weaponClassOf('Sticker | Team Liquid')).toBeNull();
    expect(weaponClassOf('')).toBeNull();
  });

  it('reads the weapon from the name', () => {
    expect(weaponNameOf('★ Sport Gloves | Vice')).toBe('Sport Gloves');
    expect(weaponNameOf('AK-47 | Redline')).toBe('AK-47');
    expect(weaponNameOf('★ Karambit')).toBe('Karambit');
  });
});
