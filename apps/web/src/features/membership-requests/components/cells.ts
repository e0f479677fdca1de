import { WRAP_ANYWHERE } from '../../../components/data-table';

/** What an empty cell shows. */
export const EMPTY_CELL = '—';

/** Names, roles and values wrap anywhere within a width that still reads (the table scrolls in its box). */
export const TEXT_CELL = { ...WRAP_ANYWHERE, minWidth: 120 } as const;

/** Who took a step: a name over a shortened DID. */
export const ACTOR_CELL = { minWidth: 150 } as const;
