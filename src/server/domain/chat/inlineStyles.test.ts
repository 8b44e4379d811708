import { describe, expect, it } from 'vitest';
import { applyInlineStyles } from './inlineStyles';
import { tokenizeLine } from './tokenizeLine';

/** Renders styled atoms compactly: each run of equal styles as [styles|text]. */
function render(line: string): string {
  let out = '';
  let key = '';
  for (const { atom, styles } of applyInlineStyles(tokenizeLine(line))) {
    const k = Object.keys(styles).sort().join('+');
    const text =
      atom.kind === 'char'
        ? atom.char
        : atom.kind === 'link'
          ? `<${atom.text}>`
          : atom.kind === 'mention'
            ? `<@${atom.typed}>`
            : atom.kind === 'emote'
              ? `<:${atom.name}:>`
              : '<br>';
    if (k !== key) out += k ? `[${k}|` : '';
    key = k;
    out += text;
  }
  return out;
}

describe('tokenizeLine', () => {
  it('finds links before mentions and emotes inside them', () => {
    const atoms = tokenizeLine('a https://x.com/@bob/:gg:/x b @bob :gg:');
    expect(atoms.filter((a) => a.kind !== 'char')).toEqual([
      { kind: 'link', text: 'https://x.com/@bob/:gg:/x' },
      { kind: 'mention', typed: 'bob' },
      { kind: 'emote', name: 'gg' },
    ]);
  });
});

describe('applyInlineStyles', () => {
  it('styles runs and leaves plain text alone', () => {
    expect(render('a **b** c')).toBe('a [bold|b c');
  });

  it('does not read a marker inside a mention or link', () => {
    expect(render('@a__b__c')).toBe('<@a__b__c>');
  });

  it('does not apply the same style twice when nested', () => {
    expect(render('**a **b** c**')).toContain('**');
  });
});
