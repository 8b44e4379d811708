// An ACTION block's button (the roulette jackpot, Discord's pop-up, the cashier...) is a
// chunk of its own, fetched at start beside the first read (preloadNoticeActions), so a
// notice that carries one shows it with the rest. Apart from the rich text, which is itself
// loaded after the first paint.
export const loadNoticeActions = () => import('../chat/ChatActionButton');

/** Starts the action buttons' download, so the first notice with one shows it at once. */
export function preloadNoticeActions(): void {
  void loadNoticeActions().catch(() => undefined);
}
