import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** Issue #12: filled in by its slice. */
export const messageRoutes = async (_app: FastifyInstance, _context: AppContext) => {};
