import type { RichTextBlock } from '../../../../shared/contract';
import type { RaiseInput } from '../../notifications';

const text = (value: string): RichTextBlock => ({ type: 'TEXT', value });
const gems = (amount: number): RichTextBlock => ({ type: 'CURRENCY', amount });
const LIFETIME_MS = 10 * 60_000;

const skinsWord = (n: number) => (n === 1 ? '1 skin' : `${n} skins`);

type Base = Pick<RaiseInput, 'audience' | 'targets' | 'expiresAt'>;
const baseOf = (userId: string, now: Date): Base => ({
  audience: 'USER',
  targets: [userId],
  expiresAt: new Date(now.getTime() + LIFETIME_MS),
});

/** STEAM_TRADE_OFFER_SENT: the offer waits on Steam. */
export function depositOfferSentNotice(userId: string, count: number, now: Date): RaiseInput {
  return {
    ...baseOf(userId, now),
    type: 'STEAM_TRADE_OFFER_SENT',
    severity: 'NOTICE',
    title: 'Trade offer sent',
    message: [
      text(`A Steam trade offer for your ${skinsWord(count)} is waiting for you on Steam.`),
    ],
  };
}

/** STEAM_DEPOSIT_COMPLETED: what a completed trade credited, or held. */
export function skinDepositNotice(
  userId: string,
  told: { count: number; amount: number; bonus: number; held: number; why: string | null },
  now: Date,
): RaiseInput {
  const base = { ...baseOf(userId, now), type: 'STEAM_DEPOSIT_COMPLETED' as const };
  const what = `Your deposit of ${skinsWord(told.count)}: `;
  if (told.held > 0)
    return {
      ...base,
      severity: 'NOTICE',
      title: 'Deposit held for review',
      message: [
        text(what),
        ...(told.amount > 0 ? [gems(told.amount), text(' credited, ')] : []),
        gems(told.held),
        text(` held for review${told.why ? ` (${told.why})` : ''}.`),
      ],
    };
  return {
    ...base,
    severity: 'SUCCESS',
    title: 'Deposit credited',
    message: [
      text(what),
      gems(told.amount),
      text(' credited'),
      ...(told.bonus > 0 ? [text(' plus a bonus of '), gems(told.bonus)] : []),
      text('.'),
    ],
  };
}

/** STEAM_TRADE_OFFER_CANCELLED: an offer that ended without a trade, or a reversed trade. */
export function depositEndedNotice(
  userId: string,
  ending: 'DECLINED' | 'EXPIRED' | 'CANCELLED' | 'FAILED' | 'REVERSED',
  detail: { count: number; taken?: number; owed?: number },
  now: Date,
): RaiseInput {
  const skins = skinsWord(detail.count);
  const says: Record<typeof ending, string> = {
    DECLINED: `The trade offer for your ${skins} was declined: nothing was deposited.`,
    EXPIRED: `The trade offer for your ${skins} expired: nothing was deposited.`,
    CANCELLED: `The trade offer for your ${skins} was cancelled: nothing was deposited.`,
    FAILED: `We could not send a trade offer for your ${skins}: nothing was deposited.`,
    REVERSED: `The trade of your ${skins} was reversed on Steam: `,
  };
  const message = [text(says[ending])];
  if (ending === 'REVERSED') {
    message.push(gems(detail.taken ?? 0), text(' taken back'));
    if (detail.owed) message.push(text(', '), gems(detail.owed), text(' owed; account frozen'));
    message.push(text('.'));
  }
  return {
    ...baseOf(userId, now),
    type: 'STEAM_TRADE_OFFER_CANCELLED',
    severity: ending === 'REVERSED' ? 'ERROR' : 'WARNING',
    title: ending === 'REVERSED' ? 'Deposit reversed' : 'Deposit not completed',
    message,
  };
}
