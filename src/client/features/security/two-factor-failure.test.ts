import { describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../lib/api-error';
import { TWO_FACTOR_CANCELLED } from '../modals/modal-store';
import { failureMessage } from './two-factor-failure';

describe('failureMessage', () => {
  it('says nothing changed when the two-factor prompt was closed', () => {
    expect(failureMessage(new Error(TWO_FACTOR_CANCELLED), 'your password is unchanged')).toBe(
      'Two-factor verification was cancelled: your password is unchanged.',
    );
  });

  it("passes the server's message on, and a generic one for anything else", () => {
    const wrong = new ApiError('Current password is incorrect', 400, 'WRONG_PASSWORD');
    expect(failureMessage(wrong, 'x')).toBe('Current password is incorrect');
    expect(failureMessage(new TypeError('boom'), 'x')).toBe(GENERIC_ERROR_MESSAGE);
  });
});
