// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { amountLabel } from '../../../ui/amount';
import { DayBarChart } from './DayBarChart';

afterEach(cleanup);

const days = [
  { day: '2026-11-28', value: 12_500 },
  { day: '2026-11-29', value: 0 },
  { day: '2026-11-30', value: -3_000 },
];

describe('<DayBarChart>', () => {
  it('is one image named by its title and described in words', () => {
    render(
      <DayBarChart title="House result" days={days} format={amountLabel} unit="Gems" summable />,
    );
    const image = screen.getByRole('img', { name: 'House result' });
    expect(image.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(image.getAttribute('aria-describedby')!)!;
    expect(description.textContent).toBe(
      '3 days, 28 Nov to 30 Nov. Today -30.00 gems. Highest 125.00 gems on 28 Nov. ' +
        'Lowest -30.00 gems on 30 Nov. In all 95.00 gems.',
    );
    // The figure's caption is the same title, shown.
    expect(image.closest('figure')!.querySelector('figcaption')!.textContent).toBe('House result');
  });

  it('draws a bar per day, a quiet day flat, a loss below the line', () => {
    const { container } = render(
      <DayBarChart title="House result" days={days} format={amountLabel} unit="Gems" />,
    );
    const bars = container.querySelectorAll('rect');
    expect(bars).toHaveLength(3);
    expect(Number(bars[1]!.getAttribute('height'))).toBe(0);
    expect(bars[2]!.getAttribute('class')).toContain('day-chart__bar--negative');
    expect(bars[2]!.getAttribute('class')).toContain('day-chart__bar--today');
    expect(bars[0]!.textContent).toBe('28 Nov: 125.00 gems');
  });

  it('gives every day’s figure in a table a screen reader can read', () => {
    render(
      <DayBarChart
        title="Sign-ups"
        days={days.map((d) => ({ ...d, value: Math.max(0, d.value / 1000) }))}
        format={(n) => String(n)}
        unit="Count"
      />,
    );
    const table = screen.getByRole('table', { name: 'Sign-ups by day', hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows.map((r) => r.textContent)).toEqual([
      'Day (UTC)Count',
      '28 Nov12.5',
      '29 Nov0',
      '30 Nov0',
    ]);
    // Distinct players per day do not add up: no "In all" unless the series is summable.
    expect(screen.getByRole('img').getAttribute('aria-describedby')).toBeTruthy();
    expect(document.body.textContent).not.toContain('In all');
  });
});
