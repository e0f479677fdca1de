import { createContext, useContext } from 'react';

/** The search of the list screen a table is on (ListPage): what the table says when it finds nothing. */
export interface ListSearch {
  value: string;
  clear: () => void;
}

export const ListSearchContext = createContext<ListSearch | null>(null);

/** The list screen's search, when there is one and something is typed in it. */
export function useActiveListSearch(): ListSearch | null {
  const search = useContext(ListSearchContext);
  return search && search.value.trim() ? search : null;
}
