import { DomainError } from '../errors';

/** Tells people from scripts on register and login. */
export interface HumanCheck {
  /** True when the token (from the browser widget) proves a human; `ip` helps the provider judge. */
  verify(token: string | undefined, ip: string): Promise<boolean>;
}

export const humanCheckFailed = () =>
  new DomainError('HUMAN_CHECK_FAILED', 'Please complete the human check', 400);

/** The offline default: no secret configured, nothing to check against. */
export const humanCheckOff: HumanCheck = { verify: async () => true };

/** Throws the spec-style 400 unless the check passes; routes call it before anything else. */
export async function assertHuman(check: HumanCheck, token: string | undefined, ip: string) {
  if (!(await check.verify(token, ip))) throw humanCheckFailed();
}
