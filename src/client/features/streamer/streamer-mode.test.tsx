// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Amount } from '../../ui/Amount';
import { sessionStore } from '../session/session-store';
import { PlayerName, Private } from './Private';
import { redactText } from './redact';
import { MASKED_TEXT } from './streamer-mode';

const ME = '0b7f7a0e-1c1d-4a52-9d38-0f3c2b1d4e5f';
const signIn = (streamerMode: boolean) =>
  sessionStore.setState({
    initialized: true,
    user: {
      id: ME,
      username: 'streamer_one',
      email: 'me@example.test',
      roles: ['PLAYER'],
      balance: 123_456,
      streamerMode,
    },
  });

afterEach(() => {
  cleanup();
  sessionStore.setState({ user: null });
});

function Figures() {
  return (
    <div data-testid="figures">
      <Amount personal value={123_456} />
      <Amount value={9_900} />
      <Private what="E-mail">me@example.test</Private>
      <PlayerName id={ME} name="streamer_one" />
      <PlayerName id="someone-else" name="other_player" />
      <PlayerName name="streamer_one" />
    </div>
  );
}

describe('streamer mode', () => {
  it('shows everything while off', () => {
    signIn(false);
    render(<Figures />);
    const text = screen.getByTestId('figures').textContent ?? '';
    expect(text).toContain('1,234.56');
    expect(text).toContain('me@example.test');
    expect(text.match(/streamer_one/g)).toHaveLength(2);
    expect(text).not.toContain(MASKED_TEXT);
  });

  it("masks the player's own figures and details, keeps prices and other players", () => {
    signIn(true);
    render(<Figures />);
    const text = screen.getByTestId('figures').textContent ?? '';
    expect(text).not.toContain('1,234.56');
    expect(text).not.toContain('me@example.test');
    expect(text).not.toContain('streamer_one');
    expect(text).toContain('99.00');
    expect(text).toContain('other_player');
    expect(screen.getByRole('img', { name: 'Amount hidden in streamer mode' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'E-mail hidden in streamer mode' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Your name hidden in streamer mode' })).toHaveLength(
      2,
    );
  });

  it('follows the flag as soon as it changes', () => {
    signIn(false);
    render(<Figures />);
    expect(screen.getByTestId('figures').textContent).toContain('1,234.56');
    act(() => signIn(true));
    expect(screen.getByTestId('figures').textContent).not.toContain('1,234.56');
  });
});

describe('redactText', () => {
  it('masks gem amounts and private words, keeping multipliers and other numbers', () => {
    expect(redactText('Roll 52.31 · 1.98x · +0.98 gems')).toBe(
      `Roll 52.31 · 1.98x · ${MASKED_TEXT} gems`,
    );
    expect(redactText('0.00x · \u22121.00 gem')).toBe(`0.00x · ${MASKED_TEXT} gem`);
    expect(redactText('Balance 12,345.67 gems')).toBe(`Balance ${MASKED_TEXT} gems`);
    expect(redactText('Signed in as Streamer_One. Good luck!', ['streamer_one'])).toBe(
      `Signed in as ${MASKED_TEXT}. Good luck!`,
    );
    expect(redactText('a.b+c', ['a.b'])).toBe(`${MASKED_TEXT}+c`);
    expect(redactText('Level 12 reached')).toBe('Level 12 reached');
  });
});
