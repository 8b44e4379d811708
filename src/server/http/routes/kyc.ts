import type { FastifyInstance } from 'fastify';
import { KYC_DOCUMENT_MAX_BASE64, kycCalls } from '../../../shared/contract/kyc';
import { notAuthenticated } from '../../domain/errors';
import type { Services } from '../../services';
import { authorize, route } from '../route';

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
  route(app, services, kycCalls.adminListKycDocuments, async ({ session }) => ({
    documents: await kyc.pending(session.userId),
  }));
  route(app, services, kycCalls.adminApproveKycDocument, async ({ params, session }) => ({
    document: await kyc.approve(session.userId, params.id),
  }));
  route(app, services, kycCalls.adminRejectKycDocument, async ({ params, body, session }) => ({
    document: await kyc.reject(session.userId, params.id, body.reason),
  }));

  // The file answer is bytes, not JSON, so it is served here rather than through route();
  // who asks is still decided first, as route() does.
  const fileCall = kycCalls.adminKycDocumentFile;
  app.get(fileCall.path, async (request, reply) => {
    const session = await authorize(services, fileCall, request);
    if (!session) throw notAuthenticated();
    const { id } = fileCall.params.parse(request.params ?? {});
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
  });
}
