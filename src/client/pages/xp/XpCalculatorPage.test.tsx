// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { xpToReach } from '../../../shared/levels';
import XpCalculatorPage from './XpCalculatorPage';

afterEach(cleanup);

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The figure a result line shows, by its term ("Level reached" -> "1 +1"). */
const stat = (term: string) =>
  within(screen.getByRole('region', { name: 'Result' })).getByText(term).nextElementSibling
    ?.textContent;

describe('<XpCalculatorPage>', () => {
  it('turns a wager into the level it reaches, with the bar through that level', () => {
    render(<XpCalculatorPage />);
    fill('Current level', '0');
    fill('XP into this level', '0');
    fill('Wager (gems)', '1000');
    expect(stat('XP earned')).toBe('1,000');
    expect(stat('Level reached')).toBe('1 +1');
    expect(stat('XP to next level')).toBe((xpToReach(2) - 1000).toLocaleString('en-US'));
    expect(screen.getByRole('progressbar', { name: 'Progress through level 1' })).toBeTruthy();
  });

  it('follows each field as it changes: no wager keeps the level where it is', () => {
    render(<XpCalculatorPage />);
    fill('Current level', '5');
    fill('Wager (gems)', '0');
    expect(stat('Level reached')).toBe('5');
    expect(screen.getByRole('progressbar', { name: 'Progress through level 5' })).toBeTruthy();
  });
});
