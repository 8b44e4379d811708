import type { FastifyInstance } from 'fastify';
import { blogCalls } from '../../../../shared/contract/blog';
import { notFound } from '../../errors';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function blogRoutes(app: FastifyInstance, services: Services) {
  route(app, services, blogCalls.listBlogPosts, async ({ query }) =>
    services.blog.page(query.page ?? 1),
  );
  route(app, services, blogCalls.getBlogPost, async ({ params }) => {
    const post = await services.blog.publishedBySlug(params.slug);
    if (!post) throw notFound('No such blog post');
    return { post };
  });
  route(app, services, blogCalls.adminListBlogPosts, async ({ session }) => ({
    posts: await services.blog.list(session.userId),
  }));
  route(app, services, blogCalls.adminCreateBlogPost, async ({ body, session }) => ({
    post: await services.blog.create(session.userId, body),
  }));
  route(app, services, blogCalls.adminUpdateBlogPost, async ({ body, session }) => ({
    post: await services.blog.update(session.userId, body),
  }));
  route(app, services, blogCalls.adminPublishBlogPost, async ({ body, session }) => ({
    post: await services.blog.setPublished(session.userId, body.id, body.published),
  }));
  route(app, services, blogCalls.adminDeleteBlogPost, async ({ body, session }) => {
    await services.blog.remove(session.userId, body.id);
    return { ok: true as const };
  });
}
