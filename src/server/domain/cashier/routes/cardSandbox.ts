import type { FastifyInstance, FastifyReply } from 'fastify';
import { cashierCardCalls } from '../../../../shared/contract/cashierCard';
import {
  CARD_SANDBOX_PATH,
  type SandboxCardProcessor,
  type SandboxSession,
} from '../card/sandboxCardProcessor';
import { DomainError } from '../../errors';
import { type HtmlPage, escapeHtml, sendHtmlPage } from '../../../http/htmlPage';

const FORM = 'application/x-www-form-urlencoded';

/**
 * The demo's hosted checkout page (CARD_PROCESSOR=sandbox): GET shows the charge with a pay
 * and a decline button and no card field; POST sends our own webhook the signed event a
 * processor would send, through the same route and checks, then returns the player where a
 * processor would. Its own plugin scope, so the form parser stays out of the JSON API.
 */
export function cardSandboxRoutes(app: FastifyInstance, processor: SandboxCardProcessor) {
  const actionPath = `${app.prefix}${CARD_SANDBOX_PATH}`;
  const webhookPath = `${app.prefix}${cashierCardCalls.cardWebhook.path}`;

  void app.register(async (scope) => {
    if (scope.hasContentTypeParser(FORM)) scope.removeContentTypeParser(FORM);
    scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 8 * 1024 }, (_r, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get(CARD_SANDBOX_PATH, async (request, reply) => {
      const { session: token = '', sig = '' } = strings(request.query);
      const session = processor.openSession(token, sig);
      if (!session) return errorPage(reply, 'This checkout link is not valid.');
      return sendHtmlPage(reply, checkoutPage(actionPath, token, sig, session));
    });

    scope.post(CARD_SANDBOX_PATH, async (request, reply) => {
      const { session: token = '', sig = '', action = '' } = strings(request.body);
      const session = processor.openSession(token, sig);
      if (!session) return errorPage(reply, 'This checkout link is not valid.');
      if (action !== 'pay' && action !== 'decline')
        return errorPage(reply, 'Choose to pay or to decline.');
      const { eventId, paymentId } = processor.newIds();
      const signed = processor.signedEvent({
        id: eventId,
        type: action === 'pay' ? 'captured' : 'declined',
        reference: session.reference,
        paymentId,
        cents: session.cents,
        currency: session.currency,
      });
      const answer = await app.inject({
        method: 'POST',
        url: webhookPath,
        headers: signed.headers,
        payload: signed.body,
      });
      if (answer.statusCode >= 400 && answer.statusCode !== 409)
        throw new DomainError('SANDBOX_WEBHOOK', `The webhook answered ${answer.statusCode}`, 502);
      const result = action === 'pay' ? 'success' : 'failure';
      return reply.redirect(`${session.returnUrl}&result=${result}`, 303);
    });
  });
}

function checkoutPage(
  actionPath: string,
  token: string,
  sig: string,
  session: SandboxSession,
): HtmlPage {
  const amount = `${(session.cents / 100).toFixed(2)} ${session.currency}`;
  const cancel = `${session.returnUrl}&result=cancel`;
  return {
    title: 'Card checkout sandbox',
    formAction: "'self'",
    // Its form POSTs back to this server: the browser must send our Origin with it.
    referrerPolicy: 'same-origin',
    body:
      `<p class="banner"><strong>Card checkout sandbox: no card is charged.</strong> ` +
      `This server stands in for the card processor's hosted page (demo mode).</p>` +
      `<h1>Pay ${escapeHtml(amount)}</h1>` +
      `<form method="post" action="${escapeHtml(actionPath)}">` +
      `<input type="hidden" name="session" value="${escapeHtml(token)}">` +
      `<input type="hidden" name="sig" value="${escapeHtml(sig)}">` +
      `<p><button type="submit" name="action" value="pay">Pay ${escapeHtml(amount)}</button> ` +
      `<button type="submit" name="action" value="decline">Decline the card</button></p></form>` +
      `<p><a href="${escapeHtml(cancel)}">Cancel and go back</a></p>`,
  };
}

function errorPage(reply: FastifyReply, message: string) {
  return sendHtmlPage(
    reply,
    {
      title: 'Card checkout sandbox',
      body: `<p>Card checkout sandbox: ${escapeHtml(message)}</p>`,
    },
    400,
  );
}

/** Only single string values count. */
function strings(input: unknown): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  if (input && typeof input === 'object')
    for (const [key, value] of Object.entries(input))
      if (typeof value === 'string') out[key] = value;
  return out;
}
