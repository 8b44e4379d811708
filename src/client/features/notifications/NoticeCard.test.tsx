// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '../../router';
import { afterEach, describe, expect, it } from 'vitest';
import { createClientNotification, type NotificationEntry } from './notification-store';
import { NoticeCard } from './NoticeCard';

// A corner alert's action button has a row of its own under the words, so the two never
// share a line (inline, a wide button overlapped the text in a 310 px card).

afterEach(cleanup);

function entryWith(message: NotificationEntry['props']['message']): NotificationEntry {
  const props = createClientNotification({ title: 'Level up', message: 'x', lifetimeMs: 6_000 });
  return { notificationId: props._id, props: { ...props, message }, show: true, read: false };
}

describe('<NoticeCard>', () => {
  it('puts ACTION buttons on their own row after the words', async () => {
    const entry = entryWith([
      { type: 'TEXT', value: 'Your level reward is ready to claim.' },
      { type: 'ACTION', action: 'inventory' },
    ]);
    render(
      <MemoryRouter>
        <NoticeCard entry={entry} area="corner" />
      </MemoryRouter>,
    );
    const words = screen.getByText('Your level reward is ready to claim.');
    const message = words.closest('.notice__message')!;
    const row = document.querySelector('.notice__actions')!;
    expect(row).not.toBeNull();
    // The button's code is a lazy chunk (RichTextView): it shows once that has loaded.
    await waitFor(() => expect(row.querySelector('a, button')).not.toBeNull(), { timeout: 5000 });
    expect(message.querySelector('a, button')).toBeNull();
    // The row comes after the words, in the same column.
    expect(message.nextElementSibling).toBe(row);
  });

  it('has no action row when the message has no action', () => {
    render(
      <MemoryRouter>
        <NoticeCard
          entry={entryWith([{ type: 'TEXT', value: 'Deposit credited.' }])}
          area="corner"
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Deposit credited.')).toBeTruthy();
    expect(document.querySelector('.notice__actions')).toBeNull();
  });
});
