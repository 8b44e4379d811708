import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptLiteral } from './htmlPage';

describe('escapeHtml', () => {
  it('leaves no markup or attribute quote intact', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&\``)).toBe(
      '&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#96;',
    );
  });
});

describe('scriptLiteral', () => {
  const hostile = { next: '</script><script>alert(1)</script><!--\u2028' };

  it('cannot close or comment out the script element', () => {
    const literal = scriptLiteral(hostile);
    expect(literal).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('still evaluates to the same value', () => {
    expect(JSON.parse(scriptLiteral(hostile))).toEqual(hostile);
    expect(scriptLiteral(null)).toBe('null');
  });
});
