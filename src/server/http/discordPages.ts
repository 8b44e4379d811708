import type { FastifyReply } from 'fastify';
import { escapeHtml, renderHtmlPage, scriptLiteral } from './htmlPage';

export interface LinkResult {
  type: 'discord';
  status: 'linked' | 'failed';
  message?: string;
}

/**
 * The end of the link popup: tells the page that opened it how it went (only our origin
 * may read it) and closes; opened without a popup, it goes to the settings page instead.
 */
export function linkResultPage(reply: FastifyReply, result: LinkResult, siteOrigin: string) {
  const script = `(function(){var r=${scriptLiteral(result)};if(window.opener){window.opener.postMessage(r,${scriptLiteral(siteOrigin)});window.close();}else{window.location.replace('/profile/settings');}})();`;
  const text =
    result.message ?? (result.status === 'linked' ? 'Discord linked.' : 'Discord link failed.');
  return renderHtmlPage(reply, {
    title: 'Discord',
    body: `<p>${escapeHtml(text)}</p><p><a href="/profile/settings">Back to settings</a></p>`,
    script,
  });
}

const SANDBOX_STYLE =
  'body{font-family:system-ui,sans-serif;background:#1e1f22;color:#dbdee1;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#2b2d31;padding:2rem;border-radius:8px;max-width:26rem}h1{font-size:1.2rem;color:#f0b232}input{display:block;width:100%;margin:.4rem 0 1rem;padding:.5rem;box-sizing:border-box}button{padding:.5rem 1rem;margin-right:.5rem}';

/** The sandbox's stand-in for Discord's authorize page: pick a name, approve or cancel. */
export function sandboxAuthorizePage(
  reply: FastifyReply,
  input: { state: string; approvePath: string; notMemberPrefix: string },
) {
  const body = `<main>
<h1>Discord sandbox — no real Discord account is used</h1>
<p>No Discord application is configured, so this page stands in for Discord. Pick any username to link. Names starting with <code>${escapeHtml(input.notMemberPrefix)}</code> count as not being in our Discord server.</p>
<form method="get" action="${escapeHtml(input.approvePath)}">
<input type="hidden" name="state" value="${escapeHtml(input.state)}">
<label>Sandbox Discord username<input name="username" value="sandbox_player" required minlength="2" maxlength="32" pattern="[a-z0-9_.]{2,32}" autocomplete="off"></label>
<button name="decision" value="approve">Approve</button><button name="decision" value="cancel" formnovalidate>Cancel</button>
</form>
</main>`;
  return renderHtmlPage(reply, {
    title: 'Discord sandbox',
    body,
    style: SANDBOX_STYLE,
    formAction: "'self'",
  });
}
