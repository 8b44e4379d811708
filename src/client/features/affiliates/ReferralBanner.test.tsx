import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '../../router';
import { describe, expect, it } from 'vitest';
import type { ReferralVisit } from '../../../shared/contract/affiliates';
import { ReferralBanner } from './ReferralBanner';

const render = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
const visit = (status: ReferralVisit['status']): ReferralVisit => ({
  code: 'gem_hunter',
  affiliate: 'gem_hunter',
  status,
  freeCases: 3,
  depositBonus: { type: 'REFERRAL', factor: 0.05 },
});

describe('<ReferralBanner>', () => {
  it('offers a visitor the free cases and the deposit bonus, with the Sign Up action', () => {
    const html = render(<ReferralBanner landing={{ kind: 'visit', referral: visit('SAVED') }} />);
    expect(html).toContain('3 free cases after signing in and a +5% deposit bonus.');
    expect(html).toContain('Sign Up');
  });

  it('tells a player with an account, or the link’s owner, that nothing is linked', () => {
    const signedIn = render(
      <ReferralBanner landing={{ kind: 'visit', referral: visit('SIGNED_IN') }} />,
    );
    expect(signedIn).toContain('You already have an account');
    expect(signedIn).not.toContain('Sign Up');
    const own = render(<ReferralBanner landing={{ kind: 'visit', referral: visit('OWN_CODE') }} />);
    expect(own).toContain('This is your own referral link');
    expect(own).not.toContain('Sign Up');
  });

  it('welcomes a player who joined through the link, and explains a bad link', () => {
    const linked = render(
      <ReferralBanner landing={{ kind: 'linked', referral: visit('SIGNED_IN') }} />,
    );
    expect(linked).toContain('Your 3 free cases are in your inventory');
    expect(linked).toContain('they open once your bets&#x27; house edge covers their worth');
    expect(linked).toContain('View Inventory');
    const invalid = render(
      <ReferralBanner landing={{ kind: 'invalid', message: 'This referral link is not valid' }} />,
    );
    expect(invalid).toContain('This referral link is not valid. You can still sign up and play.');
    const unknown = render(
      <ReferralBanner
        landing={{ kind: 'visit', referral: { ...visit('NOT_FOUND'), affiliate: null } }}
      />,
    );
    expect(unknown).toContain('Referral link not found');
    expect(unknown).toContain('Nobody has the code gem_hunter.');
    expect(unknown).not.toContain('Sign Up');
    expect(render(<ReferralBanner landing={{ kind: 'loading' }} />)).toBe('');
  });
});
