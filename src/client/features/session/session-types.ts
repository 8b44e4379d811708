// Types only: the shared zod contract stays out of the client bundle, its shapes do not.
import type { LoginBody, RegisterBody } from '../../../shared/contract/auth';
import type { User } from '../../../shared/contract/users';

/** The signed-in player from `GET /users/me`; the client relies on these four fields so far. */
export type SessionUser = Pick<User, 'id' | 'username' | 'balance' | 'roles'> & Partial<User>;

export type LoginInput = LoginBody;

/** The register form's fields; `acceptTerms: true` is added when sending. */
export type RegisterInput = Omit<RegisterBody, 'acceptTerms'>;
