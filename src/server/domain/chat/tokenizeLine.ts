import { findEmote } from './emotes';
import { findLinks } from './links';

/** One piece of a line: a character, or something the server recognised as a whole. */
export type Atom =
  | { kind: 'char'; char: string }
  | { kind: 'link'; text: string }
  | { kind: 'mention'; typed: string }
  | { kind: 'emote'; name: string }
  | { kind: 'break' };

/**
 * "@name" where the @ does not follow a letter or digit, so "me@mail.com" stays text.
 * Any letters are matched, not only username ones, so look-alike names can be caught.
 */
const MENTION = /(?<![\p{L}\p{N}_@＠])[@＠]([\p{L}\p{N}\p{M}_]{1,32})/gu;
const EMOTE = /:([A-Za-z0-9_]{2,24}):/g;

interface Span {
  start: number;
  end: number;
  atom: Atom;
}

/** Splits one line (no "\n") into atoms. Links win over anything they contain. */
export function tokenizeLine(line: string): Atom[] {
  const spans: Span[] = findLinks(line).map((link) => ({
    start: link.start,
    end: link.end,
    atom: { kind: 'link', text: link.text },
  }));
  for (const match of line.matchAll(EMOTE)) {
    if (!findEmote(match[1]!)) continue;
    const emote = { kind: 'emote', name: match[1]!.toLowerCase() } as const;
    spans.push({ start: match.index, end: match.index + match[0].length, atom: emote });
  }
  for (const match of line.matchAll(MENTION)) {
    const mention = { kind: 'mention', typed: match[1]! } as const;
    spans.push({ start: match.index, end: match.index + match[0].length, atom: mention });
  }
  // Earlier-listed spans (links, then emotes) keep their place when two overlap.
  const chosen: Span[] = [];
  for (const span of spans)
    if (!chosen.some((c) => span.start < c.end && c.start < span.end)) chosen.push(span);
  chosen.sort((a, b) => a.start - b.start);

  const atoms: Atom[] = [];
  let at = 0;
  const pushChars = (text: string) => {
    for (const char of text) atoms.push({ kind: 'char', char });
  };
  for (const span of chosen) {
    pushChars(line.slice(at, span.start));
    atoms.push(span.atom);
    at = span.end;
  }
  pushChars(line.slice(at));
  return atoms;
}
