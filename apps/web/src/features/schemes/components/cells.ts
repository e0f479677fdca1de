/**
 * Cell styles of the roles tables. A long name wraps between words within a width that still reads;
 * a table wider than the screen scrolls inside its box (DataTable), never the page.
 */
export const TEXT_CELL = { overflowWrap: 'anywhere', minWidth: 160 } as const;

/** A person: name, shortened DID and maybe a time, each on its own line. */
export const ACTOR_CELL = { minWidth: 180 } as const;
