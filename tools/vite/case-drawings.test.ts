import { describe, expect, it } from 'vitest';
import { caseDrawingsStayFiles } from './case-drawings';

describe('caseDrawingsStayFiles', () => {
  it('never inlines a case drawing, and leaves other assets to the default', () => {
    expect(caseDrawingsStayFiles('/repo/assets/cases/chroma-case.svg')).toBe(false);
    expect(caseDrawingsStayFiles('C:\\repo\\assets\\cases\\chroma-case.svg')).toBe(false);
    expect(caseDrawingsStayFiles('/repo/src/client/ui/gem.svg')).toBeUndefined();
    expect(caseDrawingsStayFiles('/repo/assets/cases/pictures.json')).toBeUndefined();
  });
});
