import type { FastifyInstance } from 'fastify';
import { KYC_DOCUMENT_MAX_BASE64, kycCalls } from '../../../../shared/contract/kyc';
import type { SessionContext } from '../../accounts';
import { assertStaffTwoFactor } from '../../admin';
import { notAuthenticated } from '../../errors';
import type { Services } from '../../../services';
import { authorize, route } from '../../../http/route';

/** Room for the base64 document and its few other fields. */
const UPLOAD_BODY_LIMIT = KYC_DOCUMENT_MAX_BASE64 + 4096;

export function kycRoutes(app: FastifyInstance, services: Services) {
  const { kyc } = services;
  route(app, services, kycCalls.getKyc, async ({ session }) => ({
    kyc: await kyc.status(session.userId),
  }));
  route(app, services, kycCalls.submitKycDetails, async ({ body, session }) => ({
    kyc: await kyc.submitDetails(session.userId, body.data),
  }));
  route(
    app,
    services,
    kycCalls.uploadKycDocument,
    async ({ body, session }) => ({ kyc: await kyc.upload(session.userId, body.data) }),
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );
  route(app, services, kycCalls.adminListKycDocuments, ({ query, session }) =>
    kyc.pending(session.userId, query),
  );
  route(app, services, kycCalls.adminApproveKycDocument, async ({ params, session }) => ({
    document: await kyc.approve(session.userId, params.id),
  }));
  route(app, services, kycCalls.adminRejectKycDocument, async ({ params, body, session }) => ({
    document: await kyc.reject(session.userId, params.id, body.reason),
  }));

  // The file answer is bytes, not JSON, so it is served here rather than through route();
  // who asks is still decided first, before the body is read, as route() does. It is a POST
  // so the operator's 2FA code travels in a body, never in an address a log keeps.
  const fileCall = kycCalls.adminKycDocumentFile;
  const asked = new WeakMap<object, SessionContext>();
  app.post(
    fileCall.path,
    {
      preParsing: async (request, _reply, payload) => {
        const session = await authorize(services, fileCall, request);
        if (!session) throw notAuthenticated();
        asked.set(request, session);
        return payload;
      },
    },
    async (request, reply) => {
      const session = asked.get(request);
      if (!session) throw notAuthenticated();
      const { id } = fileCall.params.parse(request.params ?? {});
      const body = fileCall.body.parse(request.body === undefined ? {} : request.body);
      await assertStaffTwoFactor(services.db, session, body.code);
      const file = await kyc.file(session.userId, id);
      const extension =
        file.mime === 'application/pdf' ? 'pdf' : file.mime === 'image/png' ? 'png' : 'jpg';
      return reply
        .type(file.mime)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `attachment; filename="document-${id}.${extension}"`)
        .send(file.bytes);
    },
  );
}
