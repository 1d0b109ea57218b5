/**
 * Hooks that only some routes need (auth on the operations that declare `bearerAuth`, fault
 * injection on API operations, the journal on API calls) are attached to those routes when they
 * are registered, instead of running on every request and asking each time whether they apply:
 * the route's config is read once, here, and the hook gets it in its closure. A route added later
 * (a new operation in a new route file) gets its hooks from its config alone, like the others.
 *
 * Route hooks run after the app-wide ones of the same kind, in the order they were added here.
 */
import type {
  FastifyContextConfig,
  FastifyInstance,
  onRequestHookHandler,
  onResponseHookHandler,
  RouteOptions,
} from 'fastify';

interface RouteHooks {
  onRequest: onRequestHookHandler;
  onResponse: onResponseHookHandler;
}

/** Every route registered from now on whose config gets a hook from `hookFor` gets that hook too. */
export function addRouteHook<Name extends keyof RouteHooks>(
  app: FastifyInstance,
  name: Name,
  hookFor: (config: FastifyContextConfig) => RouteHooks[Name] | undefined,
): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const hook = hookFor((route.config ?? {}) as FastifyContextConfig);
    if (!hook) return;
    const existing = route[name] as RouteHooks[Name] | RouteHooks[Name][] | undefined;
    const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    (route as Record<Name, RouteHooks[Name][]>)[name] = [...hooks, hook];
  });
}
