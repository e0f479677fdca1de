import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { TScheme } from '@sigil/core';
import type { DataTableColumn } from '../../../components/data-table';
import { toRoleDetails } from '../links';
import { TEXT_CELL } from './cells';

/** The role lists' Name column: the name, a link to the role's details. */
export const schemeNameColumn = (header: string): DataTableColumn<TScheme> => ({
  id: 'name',
  header,
  render: (row) => (
    <Link component={RouterLink} to={toRoleDetails({ id: row.id }).to}>
      {row.schemeName}
    </Link>
  ),
  cellSx: TEXT_CELL,
});
