import type { RichTextBlock } from '../../../shared/contract/richText';

/** One step of the centre popup: what to dismiss and where to go next (null: it is done). */
export function advancePopup(
  ids: readonly string[],
  page: number,
): { dismiss: string[]; nextPage: number | null } {
  const current = ids[page];
  if (current === undefined) return { dismiss: [], nextPage: null };
  if (page >= ids.length - 1) return { dismiss: ids.slice(page), nextPage: null };
  return { dismiss: [current], nextPage: page + 1 };
}

/** Plain text of a notification for the live region. */
export function announcementOf(title: string, blocks: readonly RichTextBlock[]): string {
  const text = blocks
    .map((block) => {
      if (block.type === 'TEXT') return block.value;
      if (block.type === 'MENTION') return `@${block.username}`;
      if (block.type === 'BREAK_LINE') return ' ';
      return '';
    })
    .join('')
    .trim();
  return text ? `${title}: ${text}` : title;
}
