import { useEffect, useState } from 'react';
import { sessionStore } from '../session/session-store';
import { plainText, mentionsUser } from './chat-state';
import { chatStore } from './chat-store';
import { ThrottledAnnouncer } from './throttled-announcer';

/**
 * A polite live region reading new messages of the selected channel while the chat is
 * open, throttled (throttled-announcer.ts) so a busy channel stays listenable.
 */
export function ChatAnnouncer() {
  const [text, setText] = useState('');

  useEffect(() => {
    const announcer = new ThrottledAnnouncer(setText);
    const stop = chatStore.subscribe((state, previous) => {
      // History arriving, or another channel picked, is not news.
      if (!previous.loaded || !state.visible || !state.selected) return;
      if (state.selected !== previous.selected) return;
      const before = previous.messages[state.selected];
      const now = state.messages[state.selected];
      const latest = now?.at(-1);
      if (!latest || now === before || before?.at(-1)?._id === latest._id) return;
      const me = sessionStore.getState().user?.id ?? null;
      if (latest.user?.id === me) return;
      announcer.add({
        author: latest.user?.username ?? 'Gemdrop',
        text: plainText(latest),
        mentionsMe: mentionsUser(latest, me),
      });
    });
    return () => {
      stop();
      announcer.dispose();
    };
  }, []);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {text}
    </div>
  );
}
