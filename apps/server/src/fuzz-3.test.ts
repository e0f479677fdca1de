import { describeFuzz } from './test/fuzz-routes';

/** A third of the routes' fuzz (test/fuzz-routes.ts): three files, so the workers share the work. */
describeFuzz({ shard: 3, of: 3 });
