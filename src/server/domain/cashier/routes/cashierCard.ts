import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cashierCardCalls } from '../../../../shared/contract/cashierCard';
import { CardWebhookRefused } from '../card/cardProcessor';
import { SandboxCardProcessor } from '../card/sandboxCardProcessor';
import { DomainError, conflict } from '../../errors';
import type { Services } from '../../../services';
import { route } from '../../../http/route';
import { cardSandboxRoutes } from './cardSandbox';

const JSON_TYPE = 'application/json';
/** A processor's event is a few kilobytes; this leaves room and no more. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** Each webhook request's body exactly as posted: the signature covers these bytes. */
const rawBodies = new WeakMap<FastifyRequest, string>();

export function cashierCardRoutes(app: FastifyInstance, services: Services) {
  const cashier = services.cardCashier;
  route(
    app,
    services,
    cashierCardCalls.createCardCheckout,
    async ({ body, session }) => cashier.checkout(session.userId, body.amount),
    { limit: { action: 'money' } },
  );
  route(app, services, cashierCardCalls.listCardPayments, async ({ session }) => ({
    payments: await cashier.paymentsOf(session.userId),
  }));

  // Server to server: no session, the processor's signature over the raw body is the
  // authentication. Its own plugin scope keeps the raw-body JSON parser off the rest of the
  // API. A bad signature is 401 and a replayed event id 409: neither changes anything.
  void app.register(async (scope) => {
    if (scope.hasContentTypeParser(JSON_TYPE)) scope.removeContentTypeParser(JSON_TYPE);
    scope.addContentTypeParser(
      JSON_TYPE,
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (request, body, done) => {
        rawBodies.set(request, body as string);
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(new DomainError('BAD_JSON', 'The body is not JSON', 400), undefined);
        }
      },
    );
    route(scope, services, cashierCardCalls.cardWebhook, async ({ request }) => {
      let event;
      try {
        event = cashier.processor.readWebhook(request.headers, rawBodies.get(request) ?? '');
      } catch (error) {
        if (error instanceof CardWebhookRefused)
          throw new DomainError('WEBHOOK_REFUSED', error.message, 401);
        throw error;
      }
      const result = await cashier.applyEvent(event);
      if (result.outcome === 'replayed')
        throw conflict('EVENT_REPLAYED', 'This event was already applied');
      return { ok: true as const, outcome: result.outcome };
    });
  });

  if (cashier.processor instanceof SandboxCardProcessor) cardSandboxRoutes(app, cashier.processor);
}
