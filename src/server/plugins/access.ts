import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isRole, type Role } from '../../common/roles';
import { AppError } from '../lib/errors';

/** Who may call a route: anyone, or signed-in users of the listed roles. */
export type Access = 'public' | readonly Role[];

export type Viewer = {
  userId: string;
  sessionId: string;
  sessionToken: string;
  email: string;
  role: Role;
  impersonatedBy: string | null;
};

export type RouteAccessEntry = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyInstance {
    routeAccess: RouteAccessEntry[];
    resolveViewer(request: FastifyRequest): Promise<Viewer | null>;
  }
}

export const ACCESS = {
  public: 'public',
  student: ['student'],
  affiliate: ['affiliate'],
  admin: ['admin'],
  signedIn: ['student', 'affiliate', 'admin'],
  /** Inactive users may only read who they are and sign out. */
  anyone: ['student', 'affiliate', 'admin', 'inactive'],
} as const satisfies Record<string, Access>;

/** Route-level hooks as Fastify may hold them: none, one, or a list. */
const listOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * The server decides access: every /api route must declare `config.access`, and a hook on
 * each route that is not public enforces it before anything else of the route runs (public
 * routes, most requests, carry no hook at all). `limitViewer` then throttles the signed-in
 * user (user-rate-limit.ts).
 */
export const accessPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      loadViewer: (req: FastifyRequest) => Promise<Viewer | null>;
      limitViewer?: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    },
  ) => {
    app.decorate('routeAccess', [] as RouteAccessEntry[]);
    app.decorateRequest('viewer', null);
    app.decorate('resolveViewer', opts.loadViewer);

    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (route.url.startsWith('/api/')) {
        if (!access)
          throw new Error(`Route ${route.method} ${route.url} does not declare its access`);
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (method === 'HEAD') continue;
          app.routeAccess.push({ method, url: route.url, access });
        }
      }
      if (!access || access === 'public') return;
      // Before body parsing and validation (a visitor learns nothing about a route's input),
      // and before the route's own hooks (its rate limit counts callers who may call it).
      const guard = async (request: FastifyRequest, reply: FastifyReply) => {
        await authorise(request, access);
        await opts.limitViewer?.(request, reply);
      };
      route.onRequest = [guard, ...listOf(route.onRequest)];
    });

    async function authorise(request: FastifyRequest, access: readonly Role[]) {
      const viewer = await opts.loadViewer(request);
      if (!viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
      if (!access.includes(viewer.role)) {
        throw new AppError(
          'FORBIDDEN',
          viewer.role === 'inactive'
            ? 'Your account has been deactivated by an administrator'
            : 'You do not have access to this resource',
        );
      }
      request.viewer = viewer;
    }
  },
  { name: 'access' },
);

export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  return request.viewer;
}

export function toViewer(data: {
  user: { id: string; email: string; role?: string | null };
  session: { id: string; token: string; impersonatedBy?: string | null };
}): Viewer {
  return {
    userId: data.user.id,
    sessionId: data.session.id,
    sessionToken: data.session.token,
    email: data.user.email,
    role: isRole(data.user.role) ? data.user.role : 'student',
    impersonatedBy: data.session.impersonatedBy ?? null,
  };
}
