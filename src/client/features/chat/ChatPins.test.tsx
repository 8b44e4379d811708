// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleUser } from '../../../shared/contract/examples';
import type { Notification } from '../../../shared/contract/notifications';
import { createClientNotification, notificationStore } from '../notifications/notification-store';
import { sessionStore } from '../session/session-store';
import { chatStore } from './chat-store';

// A CHAT_PIN notification is pinned on top of the chat until the player dismisses it, and
// the dismissal is saved like any other's so a reload does not bring it back.

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/http')>()),
  apiRequest,
}));

const { ChatPanel } = await import('./ChatPanel');
// The loaded room is ChatPanel's lazy chunk: imported here, it renders without a wait.
await import('./ChatRoom');

const pin: Notification = {
  ...createClientNotification({
    title: 'Weekly race',
    message: 'The weekly race ends on Sunday',
    lifetimeMs: 0,
  }),
  _id: 'pin-1',
  source: 'server',
  variant: 'CHAT_PIN',
  priority: 5,
};

beforeEach(() => {
  apiRequest.mockResolvedValue({ ok: true });
  sessionStore.setState({ user: exampleUser });
  chatStore.getState().loadHistory({ chat: { channels: [{ channel: 'en', messages: [] }] } });
});
afterEach(() => {
  cleanup();
  notificationStore.setState({ entries: [] });
  sessionStore.setState({ user: null });
  apiRequest.mockReset();
});

function renderChat() {
  const router = createMemoryRouter([{ path: '*', element: <ChatPanel /> }]);
  return render(<RouterProvider router={router} />);
}

describe('chat pins', () => {
  it('pins a CHAT_PIN notification above the messages until it is dismissed', async () => {
    notificationStore.getState().add(pin);
    renderChat();

    const pinned = await screen.findByRole('region', { name: 'Pinned' });
    expect(within(pinned).getByText('Weekly race')).toBeTruthy();
    expect(within(pinned).getByText('The weekly race ends on Sunday')).toBeTruthy();
    // At the top: before the messages.
    const messages = screen.getByRole('log');
    expect(
      pinned.compareDocumentPosition(messages) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    fireEvent.click(within(pinned).getByRole('button', { name: 'Dismiss Weekly race' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pinned' })).toBeNull());
    expect(apiRequest).toHaveBeenCalledWith('/notifications/dismiss', {
      method: 'POST',
      body: { data: { notificationId: 'pin-1' } },
    });
  });

  it('pins nothing for other display kinds', () => {
    notificationStore.getState().add({ ...pin, variant: 'CORNER_ALERT' });
    renderChat();
    expect(screen.queryByRole('region', { name: 'Pinned' })).toBeNull();
  });
});
