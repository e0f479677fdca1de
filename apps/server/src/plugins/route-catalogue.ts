import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app in registration order: what tests enumerate (fuzz, access). */
    routeCatalogue: CatalogueEntry[];
  }
}

export interface CatalogueEntry {
  method: string;
  url: string;
  /** Who may call it (every /api route declares it; see plugins/auth.ts). */
  access: RouteAccess | undefined;
}

/** Records every route registered after it; register it first. */
export function registerRouteCatalogue(app: FastifyInstance): void {
  app.decorate('routeCatalogue', [] as CatalogueEntry[]);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        app.routeCatalogue.push({ method, url: route.url, access: route.config?.access });
    }
  });
}
