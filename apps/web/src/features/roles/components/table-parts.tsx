import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
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

/** A row's remove button: a small red bin, named by `label`. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} size="small" color="error" onClick={onClick}>
      <DeleteOutline fontSize="small" />
    </IconButton>
  );
}
