import { clientConfig } from '../../lib/runtime-config';
import { createHelpdesk } from './helpdesk';

/** The site's helpdesk, configured by the page's settings (off without a website id). */
export const helpdesk = createHelpdesk(clientConfig().helpdesk, () => ({
  window: window as Window & { $crisp?: unknown[]; CRISP_WEBSITE_ID?: string },
  document,
}));
