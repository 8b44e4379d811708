import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseDesigns, hashOf, seriesOf } from './caseDesign';
import { catalogueArtFiles, pictureKeyOf } from './catalogueArt';
import { hslHex } from './colour';
import { CASE_ART_DIR, officialCatalogueCases } from './paths';

const cases = officialCatalogueCases();

describe('case drawings', () => {
  it('names a case series without its number or the word case', () => {
    expect(seriesOf('Chroma 2 Case')).toBe('Chroma');
    expect(seriesOf('Chroma Case')).toBe('Chroma');
    expect(seriesOf('Operation Breakout Weapon Case')).toBe('Operation Breakout');
    expect(seriesOf('eSports 2013 Winter Case')).toBe('eSports Winter');
  });

  it('hashes names stably (FNV-1a)', () => {
    expect(hashOf('')).toBe(0x811c9dc5);
    expect(hashOf('a')).toBe(0xe40c292c);
  });

  it('converts HSL to hex', () => {
    expect(hslHex(0, 100, 50)).toBe('#ff0000');
    expect(hslHex(120, 100, 25)).toBe('#008000');
    expect(hslHex(240, 100, 50)).toBe('#0000ff');
    expect(hslHex(0, 0, 100)).toBe('#ffffff');
  });

  it('gives one series one colour, and every case its own emblem and pattern pair', () => {
    const designs = caseDesigns(cases);
    const hueOf = (slug: string) => designs.find((design) => design.slug === slug)!.hue;
    expect(hueOf('chroma-2-case')).toBe(hueOf('chroma-case'));
    expect(hueOf('chroma-3-case')).toBe(hueOf('chroma-case'));
    expect(hueOf('gamma-case')).not.toBe(hueOf('chroma-case'));
    const pairs = new Set(designs.map((design) => `${design.emblem}/${design.pattern}`));
    expect(pairs.size).toBe(cases.length);
  });

  it('draws the 42 official cases, each a different drawing', () => {
    expect(cases).toHaveLength(42);
    const files = catalogueArtFiles(cases);
    const drawings = [...files].filter(([name]) => name.endsWith('.svg'));
    expect(drawings).toHaveLength(42);
    // Without their titles (the names), the drawings themselves still differ.
    const bodies = drawings.map(([, svg]) => svg.replace(/<title>.*<\/title>/, ''));
    expect(new Set(bodies).size).toBe(42);
  });

  it('indexes every case picture by the start of its file name', () => {
    const index = JSON.parse(catalogueArtFiles(cases).get('pictures.json')!) as Record<
      string,
      string
    >;
    for (const box of cases.filter((entry) => entry.image))
      expect(index[pictureKeyOf(`/api/images/${box.image!.split('/').pop()}`)]).toBe(box.slug);
  });

  it('has assets/cases/ exactly as generating now writes it (run generate.ts after a change)', () => {
    const files = catalogueArtFiles(cases);
    expect(readdirSync(CASE_ART_DIR).sort()).toEqual([...files.keys()].sort());
    for (const [name, text] of files)
      expect(readFileSync(join(CASE_ART_DIR, name), 'utf8'), name).toBe(text);
  });
});
