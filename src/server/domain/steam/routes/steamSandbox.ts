import type { FastifyInstance, FastifyReply } from 'fastify';
import { DomainError } from '../../errors';
import { OPENID_NS, type OpenIdFields } from '../openId';
import {
  SANDBOX_STEAM_ID,
  type SandboxOpenIdProvider,
  checkAuthenticationAnswer,
} from '../sandboxProvider';
import { escapeHtml, sendHtmlPage } from '../../../http/htmlPage';
import { sandboxLoginPage } from '../../../http/steamPages';

const FORM = 'application/x-www-form-urlencoded';

/** Where the sandbox provider answers, under the API prefix. */
export const STEAM_SANDBOX_PATH = '/sandbox/steam/openid';

/** The checkid_setup fields the login form carries through to its POST. */
const SETUP_FIELDS = [
  'openid.ns',
  'openid.mode',
  'openid.return_to',
  'openid.realm',
  'openid.identity',
  'openid.claimed_id',
];

/**
 * The sandbox OpenID provider's endpoint, for the offline demo (no STEAM_OPENID_URL): GET
 * shows its login page, POST takes that form or a check_authentication, as Steam's does.
 * Its own plugin scope, so the form parser it needs stays out of the JSON API.
 */
export function steamSandboxRoutes(app: FastifyInstance, provider: SandboxOpenIdProvider) {
  const path = STEAM_SANDBOX_PATH;
  const actionPath = `${app.prefix}${STEAM_SANDBOX_PATH}`;

  void app.register(async (scope) => {
    // Should an outer scope ever parse forms too, this scope keeps its stricter parser.
    if (scope.hasContentTypeParser(FORM)) scope.removeContentTypeParser(FORM);
    scope.addContentTypeParser(
      FORM,
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        const fields = formFields(body as string);
        if (fields) done(null, fields);
        else done(new DomainError('BAD_FORM', 'A form field is repeated', 400), undefined);
      },
    );

    scope.get(path, async (request, reply) => {
      const fields = stringFields(request.query);
      const setup = provider.parseSetupRequest(fields);
      if ('error' in setup) return errorPage(reply, setup.error);
      const carried = Object.fromEntries(SETUP_FIELDS.map((name) => [name, fields[name] ?? '']));
      return sendHtmlPage(reply, sandboxLoginPage(actionPath, carried));
    });

    scope.post(path, async (request, reply) => {
      const fields = stringFields(request.body);
      if (fields['openid.mode'] === 'check_authentication') {
        const valid = provider.checkAuthentication(fields);
        return reply.type('text/plain; charset=utf-8').send(checkAuthenticationAnswer(valid));
      }
      if (fields['openid.mode'] !== 'checkid_setup') {
        // OpenID's direct error answer (spec 5.1.2.2).
        return reply
          .status(400)
          .type('text/plain; charset=utf-8')
          .send(`ns:${OPENID_NS}\nmode:error\nerror:Unsupported openid.mode\n`);
      }
      const setup = provider.parseSetupRequest(fields);
      if ('error' in setup) return errorPage(reply, setup.error);
      if (fields.cancel) return reply.redirect(provider.cancel(setup.returnTo), 302);
      const steamId = (fields.preset || fields.steamid || '').trim();
      if (!SANDBOX_STEAM_ID.test(steamId))
        return errorPage(
          reply,
          'Enter a SteamID64 of an individual account (7656119 and 10 digits).',
        );
      return reply.redirect(provider.assert(setup.returnTo, steamId), 302);
    });
  });
}

function errorPage(reply: FastifyReply, message: string) {
  return sendHtmlPage(
    reply,
    { title: 'Steam sandbox', body: `<p>Steam sandbox: ${escapeHtml(message)}</p>` },
    400,
  );
}

/** Only single string values count; a repeated query key (an array) is ignored. */
function stringFields(input: unknown): OpenIdFields {
  const fields: OpenIdFields = Object.create(null) as OpenIdFields;
  if (input && typeof input === 'object') {
    for (const [key, value] of Object.entries(input))
      if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

/** application/x-www-form-urlencoded, refusing repeated fields (which value would count?). */
function formFields(body: string): OpenIdFields | null {
  const fields: OpenIdFields = Object.create(null) as OpenIdFields;
  for (const [key, value] of new URLSearchParams(body)) {
    if (Object.hasOwn(fields, key)) return null;
    fields[key] = value;
  }
  return fields;
}
