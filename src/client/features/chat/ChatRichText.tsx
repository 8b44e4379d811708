import { RichTextView } from '../notifications/RichTextView';
import { openModal } from '../modals/modal-store';
import { ChatActionButton } from './ChatActionButton';
import type { RichTextBlock } from './chat-types';
import { PlayerName } from '../streamer/Private';

/**
 * A chat message's blocks. Mentions are buttons that open the player's stats, marked when
 * they name the reader; everything else renders as in notifications (React text only, links
 * opening a new tab without referrer or opener).
 */
export function ChatRichText({
  blocks,
  myUserId,
}: {
  blocks: readonly RichTextBlock[];
  myUserId: string | null;
}) {
  return (
    <>
      {blocks.map((block, index) =>
        block.type === 'MENTION' ? (
          <button
            key={index}
            type="button"
            className={`chat-mention${block.userId === myUserId ? ' chat-mention--me' : ''}`}
            onClick={() =>
              void openModal('USER_STATS', { userId: block.userId, username: block.username })
            }
          >
            @<PlayerName id={block.userId} name={block.username} />
          </button>
        ) : block.type === 'ACTION' ? (
          <ChatActionButton key={index} action={block.action} />
        ) : (
          <RichTextView key={index} blocks={[block]} />
        ),
      )}
    </>
  );
}
