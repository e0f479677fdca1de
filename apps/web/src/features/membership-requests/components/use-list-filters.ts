import { useMemo, useState } from 'react';
import { ALL, type FilterOption } from '../../../components/select-filter';
import { matchesSearch } from '../../../lib/search';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export interface ListFilters<Row> {
  search: string;
  setSearch: (value: string) => void;
  role: string;
  setRole: (value: string) => void;
  /** The roles the rows hold, by name ("Select All" is the dropdown's own). */
  roleOptions: FilterOption<string>[];
  /** The rows whose name holds the (debounced, trimmed) search and that hold the chosen role. */
  rows: Row[];
}

/**
 * A list's search by name (case-insensitive on trimmed text, debounced 500 ms, spec §5) and its
 * role filter ("Select All" plus the roles the rows hold).
 */
export function useListFilters<Row>(
  all: readonly Row[],
  nameOf: (row: Row) => string,
  roleOf: (row: Row) => { id: string; name: string },
): ListFilters<Row> {
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim());
  const roleOptions = useMemo(() => {
    const byId = new Map<string, string>();
    for (const row of all) {
      const { id, name: roleName } = roleOf(row);
      if (!byId.has(id)) byId.set(id, roleName);
    }
    return [...byId]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [all, roleOf]);
  const [chosenRole, setRole] = useState<string>(ALL);
  // A role whose last row went away is no longer offered: the list shows all roles again.
  const role = roleOptions.some((option) => option.value === chosenRole) ? chosenRole : ALL;
  const rows = useMemo(
    () => all.filter((row) => matchesSearch(nameOf(row), name) && (role === ALL || roleOf(row).id === role)),
    [all, name, role, nameOf, roleOf],
  );
  return { search, setSearch, role, setRole, roleOptions, rows };
}
