import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from '../../router';
import { describe, expect, it } from 'vitest';
import { exampleResponses } from '../../../shared/contract/examples';
import { formatAmount } from '../../ui/amount';
import { WheelSpinList } from './WheelSpinHistory';

function render(element: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/rewards'] });
  return renderToStaticMarkup(<RouterProvider router={router} />).replaceAll('<!-- -->', '');
}

const [revealed] = exampleResponses.listWheelSpins.spins;
const hidden = { ...revealed!, id: '00000000-0000-4000-8000-000000000002', serverSeed: null };

describe('<WheelSpinList>', () => {
  it('lists each spin with its time and prize, and a Verify link once its pair is revealed', () => {
    const html = render(<WheelSpinList spins={[revealed!, hidden]} />);
    expect(html).toContain('Your spins');
    expect(html).toContain(`dateTime="${revealed!.spunAt}"`);
    expect(html).toContain(formatAmount(revealed!.prize));
    expect(html).toMatch(
      new RegExp(
        `href="/fairness/wheel\\?serverSeed=${revealed!.serverSeed}&amp;serverSeedHash=${revealed!.serverSeedHash}&amp;`,
      ),
    );
    expect(html.match(/>Verify</g)).toHaveLength(1);
    expect(html).toContain('Verify after rotating your seed');
  });

  it('says when there are no spins yet, and is busy while loading', () => {
    expect(render(<WheelSpinList spins={[]} />)).toContain('No spins yet.');
    expect(render(<WheelSpinList spins={null} />)).toContain('aria-busy="true"');
  });
});
