import { authRoutes } from './routes/auth';
import { passwordRoutes } from './routes/passwords';
import { emailRoutes } from './routes/emails';
import { userRoutes } from './routes/users';
import { startupRoutes } from './routes/startup';
import { sessionRoutes } from './routes/sessions';
import { twoFactorRoutes } from './routes/twoFactor';
import { profileRoutes } from './routes/profile';
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
