import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '../../router';
import { describe, expect, it } from 'vitest';
import { ActionJackpot } from '../../../../games/roulette/page/RouletteActionJackpot';
import { ChatActionButton } from './ChatActionButton';

const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe('<ChatActionButton>', () => {
  it('puts the triple-green indicator beside the small roulette button only', () => {
    const html = render(<ChatActionButton action="roulette" />);
    expect(html).toContain('class="chat-action-group"');
    expect(html).toContain('href="/roulette"');
    expect(html).toContain('To Roulette');
    const larger = render(<ChatActionButton action="roulette" size="md" />);
    expect(larger).toContain('To Roulette');
    expect(larger).not.toContain('chat-action-group');
  });

  it('shows the jackpot compact and quiet, nothing before it is known', () => {
    const html = render(<ActionJackpot jackpot={{ amount: 12_345, greenStreak: 2 }} />);
    expect(html).toContain('triple-green triple-green--compact');
    expect(html).toContain('Green streak 2 of 3, jackpot 123.45 gems');
    // One per message: it does not announce every change.
    expect(html).not.toContain('aria-live');
    expect(render(<ActionJackpot jackpot={null} />)).toBe('');
  });

  it('labels the other actions as the spec does, as links or buttons', () => {
    expect(render(<ChatActionButton action="mines" />)).toContain('To Mines');
    expect(render(<ChatActionButton action="case-unbox" />)).toContain('href="/case-opening"');
    expect(render(<ChatActionButton action="cashier" />)).toContain('Open Cashier');
    expect(render(<ChatActionButton action="auth" />)).toContain('Sign Up');
    expect(render(<ChatActionButton action="inventory" />)).toMatch(/<button[^>]*>View Inventory/);
    expect(render(<ChatActionButton action="affiliate" />)).toContain('href="/profile/affiliate"');
    const x = render(<ChatActionButton action="twitter-invite" />);
    expect(x).toContain('To X');
    expect(x).toContain('target="_blank"');
    expect(x).toContain('rel="noopener noreferrer"');
    // A visitor has no Discord linked: the check asks to authorize first.
    expect(render(<ChatActionButton action="check-join-discord" />)).toContain('Authorize Discord');
  });
});
