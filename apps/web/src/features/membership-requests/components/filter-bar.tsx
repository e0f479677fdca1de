import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { SearchField } from '../../../components/search-field';
import { SelectFilter } from '../../../components/select-filter';
import type { ListFilters } from './use-list-filters';

interface FilterBarProps {
  filters: Pick<ListFilters<unknown>, 'search' | 'setSearch' | 'role' | 'setRole' | 'roleOptions'>;
  /** The search box's placeholder and name, e.g. 'Search by Requester Name'. */
  searchLabel: string;
  /** data-testid of the search box, when a page holds more than one. */
  searchTestId?: string;
}

/** The search box and the role dropdown of a list, as ListPage lays them out (stacked on a phone). */
export function FilterBar({ filters, searchLabel, searchTestId }: FilterBarProps) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
      <SearchField
        value={filters.search}
        onChange={filters.setSearch}
        label={searchLabel}
        data-testid={searchTestId}
      />
      <SelectFilter
        label={t('membershipRequests.roleFilter')}
        value={filters.role}
        options={filters.roleOptions}
        onChange={filters.setRole}
        minWidth={200}
      />
    </Stack>
  );
}
