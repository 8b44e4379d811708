import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { chatStore } from './chat-store';
import { OnlineCount, onlineLabel } from './OnlineCount';

describe('OnlineCount', () => {
  it('shows a placeholder, not 0, until the server has told the count', () => {
    expect(chatStore.getState().onlineCount).toBeNull();
    const text = renderToStaticMarkup(<OnlineCount />).replace(/<[^>]*>/g, '');
    expect(text.trim()).toBe('– online');
  });

  it('shows the count once told, 0 included', () => {
    expect(onlineLabel(1234)).toBe('1,234 online');
    expect(onlineLabel(0)).toBe('0 online');
  });
});
