// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { registerModal } from '../modals/modal-registry';
import { CashierLinks } from './CashierLinks';

const View = () => null;

describe('<CashierLinks>', () => {
  afterEach(cleanup);

  it('links only the cashier modals a feature has built', () => {
    const { container } = render(<CashierLinks />);
    expect(container.innerHTML).toBe('');
    cleanup();

    const unregister = [
      registerModal('VAULT', { load: async () => ({ default: View }), title: 'Vault' }),
      registerModal('KYC', { load: async () => ({ default: View }), title: 'KYC' }),
    ];
    render(<CashierLinks />);
    const nav = screen.getByRole('navigation', { name: 'More cashier options' });
    expect([...nav.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Vault',
      'Verification',
    ]);
    for (const stop of unregister) stop();
  });
});
