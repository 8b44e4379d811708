import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WheelTable } from './WheelTable';

describe('the wheel’s row on /open-books', () => {
  it('reads per spin, in gems: paid, declared and the interval, with no return', () => {
    const html = renderToStaticMarkup(
      <WheelTable
        caption="Wheel spins, all time"
        rows={[
          {
            tier: 0,
            spins: 1_200,
            paid: 13_100,
            realisedMean: 13_100 / 1_200,
            declaredMean: 10.84,
            interval: [6.95, 14.73],
            withinInterval: true,
          },
          {
            tier: 2,
            spins: 3,
            paid: 5_000,
            realisedMean: 5_000 / 3,
            declaredMean: 54.2,
            interval: [0, 459.5],
            withinInterval: false,
          },
        ]}
      />,
    );
    expect(html).toContain('<caption class="open-books__caption">Wheel spins, all time</caption>');
    expect(html).toContain('<th scope="col">Declared per spin</th>');
    expect(html).not.toContain('Wagered');
    expect(html).toContain('<th scope="row">Tier 0</th><td>1,200</td><td>131.00</td>');
    expect(html).toContain('<td>0.1092</td><td>0.1084</td><td>0.0695 – 0.1473</td>');
    expect(html).toContain('<td class="open-books__flag">No: outside the interval</td>');
  });

  it('says so when no spin fell in the period', () => {
    expect(renderToStaticMarkup(<WheelTable caption="x" rows={[]} />)).toContain(
      'No wheel spins in this period.',
    );
  });
});
