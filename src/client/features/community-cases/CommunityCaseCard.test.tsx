import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '../../router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CLIENT_CONFIG } from '../../../shared/client-config';
import type { CommunityCaseSummary } from '../../../shared/contract/communityCases';
import { CommunityCaseCard } from './CommunityCaseCard';

const settings = vi.hoisted(() => ({ catalogueImages: false }));
vi.mock('../../lib/runtime-config', () => ({
  clientConfig: () => ({ ...DEFAULT_CLIENT_CONFIG, ...settings }),
}));

/** The Gamma Case's picture, which the creator chose for theirs. */
const GAMMA_PICTURE =
  '/api/images/22cc867e8957593fc0b86c80c6d0184f92dbf887107cc3608d96d06b61dad970.webp';

const box: CommunityCaseSummary = {
  _id: '0b8f1f4e-1d7a-4d5e-9a51-6a3f0c1d2e3f',
  slug: 'lucky-knives',
  name: 'Lucky Knives',
  image: GAMMA_PICTURE,
  price: 12_345,
  topRarity: 'rare-special',
  itemCount: 3,
  creator: {
    id: '0b8f1f4e-1d7a-4d5e-9a51-6a3f0c1d2e40',
    username: 'maker',
    avatar: null,
    level: 3,
  },
  openings: 2,
  earnings: 10,
  createdAt: '2026-11-29T12:00:00.000Z',
};

const card = () =>
  renderToStaticMarkup(
    <MemoryRouter>
      <CommunityCaseCard box={box} base="/case-opening" />
    </MemoryRouter>,
  );

describe('CommunityCaseCard', () => {
  beforeEach(() => {
    settings.catalogueImages = false;
  });

  it('shows the drawing of the case whose picture its creator chose', () => {
    expect(card()).toMatch(/<img[^>]*src="[^"]*gamma-case[^"]*\.svg"/);
  });

  it('shows the picture itself when the site serves pictures', () => {
    settings.catalogueImages = true;
    expect(card()).toContain('format=webp/22cc867e8957');
  });
});
