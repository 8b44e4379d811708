// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveDropsSlot } from './LiveDropsSlot';

// The strip loads after the first paint: its placeholder must take the same room (heading,
// tabs, card skeletons) and stay out of reach until the strip replaces it.

afterEach(cleanup);

const skeletonCount = (root: ParentNode) => root.querySelectorAll('.live-drop--skeleton').length;

describe('<LiveDropsSlot>', () => {
  it('paints an inert placeholder of the strip, then the strip in its place', async () => {
    const { container } = render(<LiveDropsSlot />);
    const placeholder = container.querySelector('section.live-drops');
    expect(placeholder?.hasAttribute('inert')).toBe(true);
    expect(skeletonCount(placeholder!)).toBe(8);
    expect(
      [...placeholder!.querySelectorAll('.live-drops__tab')].map((tab) => tab.textContent),
    ).toEqual(['All', 'Top']);
    expect(screen.queryByRole('region', { name: 'Live drops' })).toBeNull();

    const strip = await screen.findByRole('region', { name: 'Live drops' });
    expect(strip.hasAttribute('inert')).toBe(false);
    expect(container.querySelectorAll('section.live-drops')).toHaveLength(1);
    expect(skeletonCount(strip)).toBe(8);
    expect(screen.getByRole('button', { name: 'All', pressed: true })).toBeTruthy();
  });
});
