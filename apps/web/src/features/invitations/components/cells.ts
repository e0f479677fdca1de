import { WRAP_ANYWHERE } from '../../../components/data-table';

/** What an empty cell shows. */
export const EMPTY_CELL = '—';

/** Names, e-mails and roles wrap anywhere within a width that still reads (the table scrolls in its box). */
export const TEXT_CELL = { ...WRAP_ANYWHERE, minWidth: 140 } as const;
