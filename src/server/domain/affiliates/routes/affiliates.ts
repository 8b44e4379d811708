import type { FastifyInstance } from 'fastify';
import { REFEREES_PAGE_SIZE, affiliatesCalls } from '../../../../shared/contract/affiliates';
import type { Services } from '../../../services';
import { setReferralCookie } from '../../../http/referralCookie';
import { route } from '../../../http/route';

export function affiliateRoutes(app: FastifyInstance, services: Services) {
  const { affiliates } = services;

  route(app, services, affiliatesCalls.getAffiliate, ({ session }) =>
    affiliates.overview(session.userId),
  );

  route(
    app,
    services,
    affiliatesCalls.createAffiliateCode,
    ({ session, body }) => affiliates.createCode(session.userId, body.data.code),
    { limit: { action: 'codes' } },
  );

  route(app, services, affiliatesCalls.claimAffiliateCommission, ({ session }) =>
    affiliates.claim(session.userId),
  );

  route(app, services, affiliatesCalls.listAffiliateReferees, async ({ session, query }) => ({
    ...(await affiliates.referees(session.userId, query.page, REFEREES_PAGE_SIZE)),
    pageSize: REFEREES_PAGE_SIZE,
  }));

  // Only a visitor without an account keeps the code: a signed-in player (their own link or
  // anyone's) is told why nothing will be linked.
  route(
    app,
    services,
    affiliatesCalls.visitReferral,
    async ({ session, body, reply }) => {
      const referral = await affiliates.visit(session?.userId ?? null, body.data.code);
      if (referral.status === 'SAVED')
        setReferralCookie(reply, referral.code, services.config.siteOrigin);
      return { referral };
    },
    { limit: { action: 'codes' } },
  );
}
