import type { FastifyPluginAsync } from 'fastify';
import { ACCESS } from '@/api/contract/roles';
import { AVATAR_MAX_BYTES, userListQuerySchema } from '@/api/contract/users';
import { requireUser, currentUser } from '@server/src/auth/authenticate';
import { badRequest, notFound } from '@server/src/http-errors';
import { readMultipart } from '@server/src/multipart';
import { parseOr400 } from '@server/src/validation';
import { countUsersWhere, listUsers, roleCounts, type UserScope } from './list-queries';
import { findUserById, toUserDto } from './queries';
import { createUserBody, updateUserBody, userIdParams } from './schemas';
import { createUser, updateUser } from './write-users';

const AVATAR_LIMITS = { fileFields: ['avatar'], maxFileBytes: AVATAR_MAX_BYTES, tooLargeMessage: 'The image must be at most 5 MB.' };

/** Spec section 7, Users: lists, one user, create and edit; the role guard's default set only. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', requireUser(ACCESS.users));

  const list = (scope: UserScope) => async (request: { query: unknown }) => {
    const query = parseOr400(userListQuerySchema, request.query);
    const filter = { scope, role: query.role, search: query.search || undefined };
    const count = await countUsersWhere(app.db, filter);
    const numPages = Math.max(1, Math.ceil(count / query.page_size));
    if (query.page > numPages) throw notFound('Invalid page.');
    const rows = await listUsers(app.db, filter, {
      ordering: query.ordering,
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    });
    return { count, num_pages: numPages, current_page: query.page, results: rows.map(toUserDto) };
  };

  app.get('/users/', list('all'));
  app.get('/clients/', list('clients'));
  app.get('/staff/', list('staff'));

  app.get('/users/role-counts/', async (request) => {
    const { search } = parseOr400(userListQuerySchema.pick({ search: true }), request.query);
    return roleCounts(app.db, search || undefined);
  });

  app.get('/users/:id/', async (request) => {
    const { id } = parseOr400(userIdParams, request.params);
    const user = await findUserById(app.db, id);
    if (!user) throw notFound();
    return toUserDto(user);
  });

  app.post('/users/', async (request, reply) => {
    const { fields, files } = await readMultipart(request, AVATAR_LIMITS);
    const body = parseOr400(createUserBody, fields);
    const created = await createUser(app.db, app.config.mediaDir, body, files.avatar);
    return reply.status(201).send(toUserDto(created));
  });

  app.put('/users/:id/', async (request) => {
    const { id } = parseOr400(userIdParams, request.params);
    const actor = currentUser(request);
    const target = await findUserById(app.db, id);
    if (!target) throw notFound();
    const { fields, files } = await readMultipart(request, AVATAR_LIMITS);
    const body = parseOr400(updateUserBody, fields);
    if (target.id === actor.id && body.role !== actor.role)
      throw badRequest('Invalid request.', { role: ['You cannot change your own role.'] });
    if (target.id === actor.id && !body.is_active)
      throw badRequest('Invalid request.', { is_active: ['You cannot deactivate your own account.'] });
    return toUserDto(await updateUser(app.db, app.config.mediaDir, target, body, files.avatar));
  });
};
