import type { ChatInputBlock } from '../../../shared/contract';

// A link to a case battle of this site, pasted into chat, is sent as a CASE_BATTLE block so
// every reader sees the battle's card (the server checks it names a public battle).

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The message's blocks: its text, with each link to a battle here made a battle block. */
export function chatBlocksOf(text: string, origin: string): ChatInputBlock[] {
  const host = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(
    `(?:${host})?/(?:cs2-)?case-battles/(${UUID})(?![0-9a-z-])(?:[/?#]\\S*)?`,
    'gi',
  );
  const blocks: ChatInputBlock[] = [];
  let from = 0;
  for (const match of text.matchAll(link)) {
    const start = match.index;
    // A path alone counts only as a word of its own, not inside another site's address.
    const before = text[start - 1];
    if (!match[0].startsWith(origin) && before !== undefined && !/\s/.test(before)) continue;
    if (start > from) blocks.push({ type: 'TEXT', value: text.slice(from, start) });
    blocks.push({ type: 'CASE_BATTLE', id: match[1]!.toLowerCase() });
    from = start + match[0].length;
  }
  if (from < text.length || blocks.length === 0)
    blocks.push({ type: 'TEXT', value: text.slice(from) });
  return blocks;
}
