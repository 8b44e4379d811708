import { Suspense, lazy } from 'react';
import type { RichTextBlock } from '../../../shared/contract/richText';
import { Amount } from '../../ui/Amount';
import { useRedact } from '../streamer/redact';
import { loadNoticeActions } from './notice-actions';

const ChatActionButton = lazy(() =>
  loadNoticeActions().then((m) => ({ default: m.ChatActionButton })),
);

// The battle card reads the battle and its seats: its own chunk, kept out of the lobby.
const CaseBattleCard = lazy(() =>
  import('../../../../games/case-battle/page/CaseBattleCard').then((m) => ({
    default: m.CaseBattleCard,
  })),
);

/**
 * Notification messages as rich text: text with modifiers, amounts, mentions, line breaks,
 * ACTION blocks as the same buttons chat shows, and case battle links as their card.
 */
export function RichTextView({ blocks }: { blocks: readonly RichTextBlock[] }) {
  // Streamer mode: amounts written in the words and the player's own name are masked too.
  const redact = useRedact();
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'TEXT': {
            const m = block.modifiers ?? {};
            let node: React.ReactNode = redact(block.value);
            if (m.bold) node = <strong>{node}</strong>;
            if (m.italic) node = <em>{node}</em>;
            if (m.underline) node = <u>{node}</u>;
            if (m.strikethrough) node = <s>{node}</s>;
            if (m.highlight) node = <mark className="notice-highlight">{node}</mark>;
            if (m.hyperlink)
              node = (
                <a href={m.hyperlink} target="_blank" rel="noopener noreferrer">
                  {node}
                </a>
              );
            return <span key={index}>{node}</span>;
          }
          case 'CURRENCY':
            return <Amount personal key={index} value={block.amount} size="sm" />;
          case 'MENTION':
            return (
              <strong key={index} className="notice-mention">
                @{redact(block.username)}
              </strong>
            );
          case 'EMOTE':
            return (
              <img
                key={index}
                className="notice-emote"
                src={block.image}
                alt={block.name}
                width={20}
                height={20}
              />
            );
          case 'BREAK_LINE':
            return <br key={index} />;
          case 'CASE_BATTLE':
            return (
              <Suspense key={index} fallback={<span>Case Battle</span>}>
                <CaseBattleCard link={block} />
              </Suspense>
            );
          case 'ACTION':
            return (
              <Suspense key={index} fallback={null}>
                <ChatActionButton action={block.action} size="md" />
              </Suspense>
            );
          default:
            return null;
        }
      })}
    </>
  );
}
