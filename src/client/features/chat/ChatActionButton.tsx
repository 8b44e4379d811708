import { Button, ButtonLink } from '../../ui/Button';
import { openAuth, openCashier } from '../modals/modal-store';
import { RouletteActionJackpot } from '../roulette/RouletteActionJackpot';
import type { RichTextBlock } from './chat-types';

export type ChatActionType = Extract<RichTextBlock, { type: 'ACTION' }>['action'];

/** Where an action's button leads, and its label (spec: action button labels). */
const ROUTE_ACTIONS: Partial<Record<ChatActionType, { to: string; label: string }>> = {
  roulette: { to: '/roulette', label: 'To Roulette' },
  mines: { to: '/mines', label: 'To Mines' },
  plinko: { to: '/plinko', label: 'To Plinko' },
  'case-unbox': { to: '/case-opening', label: 'To Case Opening' },
  'case-battle': { to: '/case-battles', label: 'To Case Battles' },
  rewards: { to: '/rewards', label: 'To Rewards' },
};

/**
 * The button of an ACTION block. At the small size (in chat) the roulette button also shows
 * the Triple Green indicator beside it. Actions without a destination here render nothing.
 */
export function ChatActionButton({
  action,
  size = 'sm',
}: {
  action: ChatActionType;
  size?: 'sm' | 'md';
}) {
  const route = ROUTE_ACTIONS[action];
  if (route) {
    const link = (
      <ButtonLink to={route.to} size={size} className={`chat-action chat-action--${action}`}>
        {route.label}
      </ButtonLink>
    );
    if (action !== 'roulette' || size !== 'sm') return link;
    return (
      <span className="chat-action-group">
        {link}
        <RouletteActionJackpot />
      </span>
    );
  }
  if (action === 'cashier') {
    return (
      <Button size={size} className="chat-action" onClick={openCashier}>
        Open Cashier
      </Button>
    );
  }
  if (action === 'auth') {
    return (
      <Button size={size} className="chat-action" onClick={() => openAuth('register')}>
        Sign Up
      </Button>
    );
  }
  return null;
}
