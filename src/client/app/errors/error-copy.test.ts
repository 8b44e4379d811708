import { describe, expect, it } from 'vitest';
import { errorCopy } from './error-copy';

describe('errorCopy', () => {
  it('has the spec wording for 401 and 404', () => {
    expect(errorCopy(401)).toEqual({
      status: 401,
      title: 'Not Logged In',
      message: 'Access denied. Please log in to continue.',
    });
    expect(errorCopy(404)).toEqual({
      status: 404,
      title: 'Page not found',
      message: "Oops! The page you're looking for doesn't exist.",
    });
  });

  it('treats anything else as a server error, keeping real error statuses', () => {
    expect(errorCopy(503)).toMatchObject({ status: 503, title: 'Something went wrong' });
    expect(errorCopy(0)).toMatchObject({ status: 500, title: 'Something went wrong' });
    expect(errorCopy(500).message).toBe(
      'Something went wrong. Please refresh the page or contact support if the issue continues.',
    );
  });
});
