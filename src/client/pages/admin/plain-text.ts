import type { RichTextBlock } from '../../../shared/contract';
import { formatGems } from '../../../shared/money';

/** A chat message as one line of text, for a moderator to read and a screen reader to say. */
export function plainTextOf(blocks: readonly RichTextBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'TEXT':
          return block.value;
        case 'MENTION':
          return `@${block.username}`;
        case 'EMOTE':
          return `:${block.name}:`;
        case 'CURRENCY':
          return formatGems(block.amount);
        case 'BREAK_LINE':
          return ' ';
        case 'CASE_BATTLE':
          return '[case battle]';
        default:
          return '';
      }
    })
    .join('')
    .trim();
}
