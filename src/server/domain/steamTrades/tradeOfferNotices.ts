import type { RichTextBlock } from '../../../shared/contract';
import type { RaiseInput } from '../notifications';

const text = (value: string): RichTextBlock => ({ type: 'TEXT', value });

/** How long a trade notice stays in the corner. */
const NOTICE_LIFETIME_MS = 10 * 60_000;

export type TradeNoticeKind = 'SENT' | 'ACCEPTED' | 'CANCELLED' | 'FAILED';

const NOTICES = {
  SENT: {
    type: 'STEAM_TRADE_OFFER_SENT',
    severity: 'NOTICE',
    title: 'Trade offer sent',
    says: (name: string) => `A Steam trade offer for your ${name} is waiting for you on Steam.`,
  },
  ACCEPTED: {
    type: 'STEAM_WITHDRAWAL_COMPLETED',
    severity: 'SUCCESS',
    title: 'Withdrawal completed',
    says: (name: string) => `Your ${name} is now in your Steam inventory.`,
  },
  CANCELLED: {
    type: 'STEAM_TRADE_OFFER_CANCELLED',
    severity: 'WARNING',
    title: 'Trade offer cancelled',
    says: (name: string) =>
      `The trade offer for your ${name} was cancelled; it is back in your inventory.`,
  },
  FAILED: {
    type: 'STEAM_WITHDRAWAL_FAILED',
    severity: 'ERROR',
    title: 'Withdrawal failed',
    says: (name: string) => `We could not withdraw your ${name}; it is back in your inventory.`,
  },
} as const;

/** The notice of an offer reaching `kind`, to its owner alone. */
export function tradeOfferNotice(
  userId: string,
  kind: TradeNoticeKind,
  skinName: string,
  reason: string | null,
  now: Date,
): RaiseInput {
  const notice = NOTICES[kind];
  const message = [text(notice.says(skinName))];
  if (reason && (kind === 'CANCELLED' || kind === 'FAILED')) message.push(text(` (${reason})`));
  return {
    type: notice.type,
    severity: notice.severity,
    audience: 'USER',
    targets: [userId],
    title: notice.title,
    message,
    priority: 5,
    expiresAt: new Date(now.getTime() + NOTICE_LIFETIME_MS),
  };
}
