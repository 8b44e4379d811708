import type { RichTextBlock } from '../../../shared/contract/richText';
import { COMMUNITY_LINKS } from '../compliance/compliance-config';

export type ChatActionType = Extract<RichTextBlock, { type: 'ACTION' }>['action'];

/** Where an ACTION block leads: a page of the site, another site, or a thing to do here. */
export type ActionTarget =
  | { kind: 'route'; to: string; label: string }
  | { kind: 'external'; href: string; label: string }
  | { kind: 'command'; command: ActionCommand; label: string };

export type ActionCommand =
  'inventory' | 'cashier' | 'sign-up' | 'authorize-discord' | 'verify-discord';

const TIKTOK = 'https://www.tiktok.com/@gemdrop';

/**
 * Each action's button (spec: "Action button labels" and "Chat action types"). 'events' has
 * no label of its own in the spec, so it leads to the rewards like 'rewards'. The Discord
 * check shows "Verify Discord" only with a Discord account linked, else "Authorize Discord".
 */
export function actionTarget(action: ChatActionType, discordLinked: boolean): ActionTarget {
  switch (action) {
    case 'roulette':
      return { kind: 'route', to: '/roulette', label: 'To Roulette' };
    case 'mines':
      return { kind: 'route', to: '/mines', label: 'To Mines' };
    case 'plinko':
      return { kind: 'route', to: '/plinko', label: 'To Plinko' };
    case 'case-unbox':
      return { kind: 'route', to: '/case-opening', label: 'To Case Opening' };
    case 'case-battle':
      return { kind: 'route', to: '/case-battles', label: 'To Case Battles' };
    case 'rewards':
    case 'events':
      return { kind: 'route', to: '/rewards', label: 'To Rewards' };
    case 'affiliate':
      return { kind: 'route', to: '/profile/affiliate', label: 'Promo Code' };
    case 'inventory':
      return { kind: 'command', command: 'inventory', label: 'View Inventory' };
    case 'cashier':
      return { kind: 'command', command: 'cashier', label: 'Open Cashier' };
    case 'auth':
      return { kind: 'command', command: 'sign-up', label: 'Sign Up' };
    case 'twitter-invite':
      return { kind: 'external', href: COMMUNITY_LINKS.x.href, label: 'To X' };
    case 'tiktok-invite':
      return { kind: 'external', href: TIKTOK, label: 'To TikTok' };
    case 'discord-invite':
    case 'join-discord':
      return { kind: 'external', href: COMMUNITY_LINKS.chat.href, label: 'Join Discord' };
    case 'check-join-discord':
      return discordLinked
        ? { kind: 'command', command: 'verify-discord', label: 'Verify Discord' }
        : { kind: 'command', command: 'authorize-discord', label: 'Authorize Discord' };
  }
}
