import { describe, expect, it } from 'vitest';
import { pictureSources } from './catalogue-picture';

const FILE = `${'ab'.repeat(32)}.webp`;
const ADDRESS = `/api/images/${FILE}`;

describe('pictureSources', () => {
  it('asks the site for the picture at 1x and 2x, as webp, letterboxed in the box', () => {
    expect(pictureSources(ADDRESS, { width: 192, height: 128 }, true)).toEqual({
      src: `/api/images/width=192,height=128,fit=contain,quality=80,format=webp/${FILE}`,
      srcSet:
        `/api/images/width=192,height=128,fit=contain,quality=80,format=webp/${FILE} 1x, ` +
        `/api/images/width=384,height=256,fit=contain,quality=80,format=webp/${FILE} 2x`,
    });
  });

  it('keeps a large box under the side limit at 2x, in its shape', () => {
    const sources = pictureSources(ADDRESS, { width: 900, height: 600 }, true)!;
    expect(sources.srcSet).toContain(`width=1024,height=683,fit=contain`);
  });

  it('asks nothing when the site serves no pictures', () => {
    expect(pictureSources(ADDRESS, { width: 192, height: 128 }, false)).toBeNull();
    // Pages without the server's settings (tests, the dev server) have pictures off.
    expect(pictureSources(ADDRESS, { width: 192, height: 128 })).toBeNull();
  });

  it('never asks a third party or an address that is not a catalogue picture', () => {
    for (const image of [
      null,
      '',
      `https://images.example/images/${FILE}`,
      '/emotes/fire.svg',
      '/api/images/../users/me',
      `/api/images/${FILE}?x=1`,
    ]) {
      expect(pictureSources(image, { width: 96, height: 64 }, true), String(image)).toBeNull();
    }
  });
});
