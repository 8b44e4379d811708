import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat-types';
import { ChatMessageRow } from './ChatMessageRow';

const ME = '11111111-1111-4111-8111-111111111111';
const AUTHOR = {
  id: '22222222-2222-4222-8222-222222222222',
  username: 'alice',
  avatar: null,
  level: 7,
};

function render(blocks: ChatMessage['blocks'], options: { moderator?: boolean } = {}) {
  const message: ChatMessage = {
    _id: 'm-1',
    channel: 'en',
    active: true,
    user: AUTHOR,
    blocks,
    createdAt: '2026-01-01T12:00:00.000Z',
  };
  return renderToStaticMarkup(
    <ChatMessageRow message={message} myUserId={ME} moderator={options.moderator ?? false} />,
  );
}

describe('ChatMessageRow', () => {
  it('renders markup a player typed as text, never as HTML', () => {
    const html = render([
      { type: 'TEXT', value: '<img src=x onerror=alert(1)><script>x</script>' },
    ]);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
  });

  it('opens links in a new tab without opener or referrer', () => {
    const html = render([
      { type: 'TEXT', value: 'gemdrop.gg', modifiers: { hyperlink: 'https://gemdrop.gg/' } },
    ]);
    expect(html).toContain(
      '<a href="https://gemdrop.gg/" target="_blank" rel="noopener noreferrer">gemdrop.gg</a>',
    );
  });

  it('highlights a message that mentions the reader, and says so to screen readers', () => {
    const atMe = render([{ type: 'MENTION', userId: ME, username: 'me' }]);
    expect(atMe).toContain('chat-message chat-message--mention');
    expect(atMe).toContain('chat-mention chat-mention--me');
    expect(atMe).toContain('Mentions you: ');
    const atOther = render([{ type: 'MENTION', userId: AUTHOR.id, username: 'alice' }]);
    expect(atOther).not.toContain('chat-message--mention');
  });

  it('shows the author, the level and, for moderators only, remove and mute', () => {
    const html = render([{ type: 'TEXT', value: 'gg' }]);
    expect(html).toContain('>alice</button>');
    expect(html).toMatch(/Level <\/span>7/);
    expect(html).not.toContain('Remove message');
    const mod = render([{ type: 'TEXT', value: 'gg' }], { moderator: true });
    expect(mod).toContain('aria-label="Remove message from alice"');
    expect(mod).toContain('aria-label="Mute alice"');
  });
});
