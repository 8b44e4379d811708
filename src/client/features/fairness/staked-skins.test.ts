import { describe, expect, it } from 'vitest';
import { formatStakedSkins, parseStakedSkins } from './staked-skins';

describe('staked skins text', () => {
  const skins = [
    { name: 'AK-47 | Redline', price: 3_000 },
    { name: '★ Bayonet | Fade', price: 97_773 },
  ];

  it('writes each skin and its value, and reads them back', () => {
    const text = formatStakedSkins(skins);
    expect(text).toBe('AK-47 | Redline 30.00; ★ Bayonet | Fade 977.73');
    expect(parseStakedSkins(text)).toEqual(skins);
  });

  it('reads blank text as no skins, and refuses a part without a value', () => {
    expect(parseStakedSkins('  ')).toEqual([]);
    expect(parseStakedSkins('AK-47 | Redline')).toBeNull();
    expect(parseStakedSkins('AK-47 | Redline 30.00;')).toBeNull();
    expect(parseStakedSkins('AK-47 | Redline 0')).toBeNull();
    expect(parseStakedSkins('AK-47 | Redline 1,030.5')).toEqual([
      { name: 'AK-47 | Redline', price: 103_050 },
    ]);
  });
});
