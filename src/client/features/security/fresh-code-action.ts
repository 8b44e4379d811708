import { ApiError } from '../../lib/api-error';

/** The server's code when a session has not proved its second factor recently. */
export const TWO_FACTOR_REQUIRED_CODE = 'TWO_FACTOR_REQUIRED';

export type CodeActionOutcome<T> = { status: 'done'; value: T } | { status: 'verified' };

/**
 * Turning 2FA off and new backup codes need both a recently verified session and a code,
 * and the server takes each authenticator code once. So when the session is stale, the
 * code typed verifies it (spending that code) and the player is asked for the next one,
 * rather than being asked for a code twice in a row and seeing the second refused.
 */
export async function runWithCode<T>(
  code: string,
  action: (code: string) => Promise<T>,
  verify: (code: string) => Promise<void>,
): Promise<CodeActionOutcome<T>> {
  try {
    return { status: 'done', value: await action(code) };
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== TWO_FACTOR_REQUIRED_CODE) throw error;
    await verify(code);
    return { status: 'verified' };
  }
}
