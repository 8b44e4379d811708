import type { FastifyInstance } from 'fastify';
import { blogSlugSchema } from '../../shared/contract/blog';
import type { Services } from '../services';
import type { PageSender } from './spa';

/**
 * /blog/{slug} served with the post's share tags, so a link pasted in a chat or a feed shows
 * its title and summary (crawlers run no script). Anything else gets the plain page; the
 * client then says what is missing.
 */
export function blogSharePage(
  app: FastifyInstance,
  services: Services,
  sendPage: PageSender,
  siteOrigin: string,
  /** The brand's name (SITE_BRAND), after the post's title. */
  siteName: string,
) {
  app.get<{ Params: { slug: string } }>('/blog/:slug', async (request, reply) => {
    const slug = blogSlugSchema.safeParse(request.params.slug);
    const post = slug.success ? await services.blog.publishedBySlug(slug.data) : null;
    if (!post) return sendPage(request, reply);
    return sendPage(request, reply, {
      title: `${post.title} | ${siteName} blog`,
      description: post.summary,
      url: `${siteOrigin}/blog/${post.slug}`,
      type: 'article',
      image: post.coverImageUrl,
    });
  });
}
