import { useMemo, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { ListSearchContext } from './list-search';
import { LoadError } from './load-error';
import { PageHeader } from './page-header';
import { SearchField } from './search-field';

interface ListPageProps {
  title: string;
  /** Buttons at the right of the title (e.g. 'Invite User'). */
  actions?: ReactNode;
  /** The search box; debounce the value where the list is fetched (spec §5). */
  search?: { value: string; onChange: (value: string) => void; label: string };
  /** Filters and hints after the search box. */
  filters?: ReactNode;
  /** A failed load, shown above the table. */
  error?: Error | null;
  /** The table (DataTable or ActivityTable). */
  children: ReactNode;
}

/**
 * A list screen: title, search and filters, the load error, then the table, which says when the
 * search found nothing and offers to clear it.
 */
export function ListPage({ title, actions, search, filters, error = null, children }: ListPageProps) {
  const searchValue = search?.value;
  const onSearchChange = search?.onChange;
  const listSearch = useMemo(
    () =>
      searchValue !== undefined && onSearchChange
        ? { value: searchValue, clear: () => onSearchChange('') }
        : null,
    [searchValue, onSearchChange],
  );
  return (
    <>
      <PageHeader title={title} actions={actions} />
      {(search || filters) && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mb: 2, alignItems: { sm: 'center' } }}
        >
          {search && <SearchField value={search.value} onChange={search.onChange} label={search.label} />}
          {filters}
        </Stack>
      )}
      <LoadError error={error} sx={{ mb: 2 }} />
      <ListSearchContext.Provider value={listSearch}>{children}</ListSearchContext.Provider>
    </>
  );
}
