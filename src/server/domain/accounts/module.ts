import { authRoutes } from '../../http/routes/auth';
import { passwordRoutes } from '../../http/routes/passwords';
import { emailRoutes } from '../../http/routes/emails';
import { userRoutes } from '../../http/routes/users';
import { startupRoutes } from '../../http/routes/startup';
import { sessionRoutes } from '../../http/routes/sessions';
import { twoFactorRoutes } from '../../http/routes/twoFactor';
import { profileRoutes } from '../../http/routes/profile';
import type { ServerModule } from '../../modules/serverModule';

/** Accounts: sign-up and sign-in, passwords, e-mail, sessions, two-factor, the start-up read and profiles. */
export const serverModule: ServerModule = {
  name: 'accounts',
  routes(api, services) {
    authRoutes(api, services);
    passwordRoutes(api, services);
    emailRoutes(api, services);
    userRoutes(api, services);
    startupRoutes(api, services);
    sessionRoutes(api, services);
    twoFactorRoutes(api, services);
    profileRoutes(api, services);
  },
};
