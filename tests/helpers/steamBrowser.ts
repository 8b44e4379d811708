import { runInNewContext } from 'node:vm';

/**
 * The sign-in states this test browser was handed in its `steam_state` cookie. A return
 * address carrying one of them gets the cookie back, as the browser that started it would
 * send it; `anotherBrowser` visits without it.
 */
const keptStates = new Set<string>();

/** One step of a browser: no automatic redirects, so each hop can be checked. */
export async function visit(
  url: string,
  init: {
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    anotherBrowser?: boolean;
  } = {},
) {
  const { anotherBrowser, ...request } = init;
  const state = new URL(url).searchParams.get('state');
  const headers = { ...request.headers };
  if (!anotherBrowser && state && keptStates.has(state) && !headers.cookie)
    headers.cookie = `steam_state=${state}`;
  const response = await fetch(url, { redirect: 'manual', ...request, headers });
  const flow = response.headers.getSetCookie().find((c) => c.startsWith('steam_state='));
  if (flow) keptStates.add(flow.split(';')[0]!.slice('steam_state='.length));
  const sid = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
  return {
    status: response.status,
    location: response.headers.get('location'),
    headers: response.headers,
    /** The whole Set-Cookie line for the session, if one was set. */
    sessionCookie: sid,
    /** The whole Set-Cookie line of the sign-in state, if one was set. */
    flowCookie: flow,
    /** `sid=...`, ready for a Cookie header. */
    cookie: sid?.split(';')[0],
    html: await response.text(),
  };
}

/** What the sign-in result page did when a browser ran its script. */
export interface PageRun {
  posted: Array<{ message: unknown; targetOrigin: string }>;
  navigatedTo: string | null;
  closed: boolean;
}

/**
 * Runs the page's inline scripts the way a browser would, with a stand-in window, after
 * checking that the page's only scripts carry the nonce its Content-Security-Policy allows.
 */
export function runResultPage(html: string, csp: string | null, withOpener: boolean): PageRun {
  const nonce = /script-src 'nonce-([^']+)'/.exec(csp ?? '')?.[1];
  if (!nonce) throw new Error(`no script nonce in CSP: ${csp}`);
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  const allowed = scripts.filter(([, attributes]) => attributes!.includes(`nonce="${nonce}"`));
  if (scripts.length !== allowed.length) throw new Error('a script without the nonce');
  const run: PageRun = { posted: [], navigatedTo: null, closed: false };
  const window = {
    opener: withOpener
      ? {
          postMessage: (message: unknown, targetOrigin: string) =>
            run.posted.push({ message, targetOrigin }),
        }
      : null,
    close: () => void (run.closed = true),
    location: { replace: (url: string) => void (run.navigatedTo = url) },
  };
  for (const [, , source] of allowed) runInNewContext(source!, { window });
  // Messages cross into this realm as plain data.
  run.posted = JSON.parse(JSON.stringify(run.posted)) as PageRun['posted'];
  return run;
}

/** The named inputs of the page's form, as a browser would submit them (entities decoded). */
export function formFields(html: string): Record<string, string> {
  const decode = (s: string) =>
    s.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(
    /<input type="hidden" name="([^"]*)" value="([^"]*)">/g,
  ))
    fields[decode(name!)] = decode(value!);
  return fields;
}
