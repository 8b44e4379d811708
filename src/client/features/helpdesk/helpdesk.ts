import type { ClientConfig } from '../../../shared/client-config';

/** Crisp's documented loader script. */
export const CRISP_SCRIPT_URL = 'https://client.crisp.chat/l.js';

/** The globals Crisp reads: a command queue and the website id. */
export interface CrispWindow {
  $crisp?: unknown[];
  CRISP_WEBSITE_ID?: string;
}

export interface HelpdeskHost {
  window: CrispWindow;
  document: {
    createElement(tag: 'script'): { src: string; async: boolean };
    head: { appendChild(node: never): unknown };
  };
}

export interface Helpdesk {
  readonly enabled: boolean;
  /** Loads the widget on first use (never before), then opens its chat. False when off. */
  open(): boolean;
}

/**
 * The live-chat helpdesk (Crisp) by website id. Not auto-loaded: its script is injected
 * only when a player asks for help, so visitors who never do download nothing from it.
 */
export function createHelpdesk(
  settings: ClientConfig['helpdesk'],
  host: () => HelpdeskHost,
): Helpdesk {
  let loaded = false;
  return {
    enabled: settings !== null,
    open() {
      if (!settings) return false;
      const { window: win, document: doc } = host();
      if (!loaded) {
        loaded = true;
        // Crisp's embed: a queue it drains once loaded, and the website id, then its script.
        win.$crisp ??= [];
        win.CRISP_WEBSITE_ID = settings.websiteId;
        const script = doc.createElement('script');
        script.src = CRISP_SCRIPT_URL;
        script.async = true;
        doc.head.appendChild(script as never);
      }
      win.$crisp!.push(['do', 'chat:open']);
      return true;
    },
  };
}
