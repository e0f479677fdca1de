import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { TABLE_PAGE_SIZE } from '@sigil/core';

export interface DataTableColumn<Row> {
  id: string;
  /** Already translated. */
  header: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
}

interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  /** Overrides the spec's 'No data available.' (e.g. 'No pending invitations'). */
  emptyText?: string;
  onRowDoubleClick?: (row: Row) => void;
  /** data-testid of each body row (browser tests find a row by it). */
  getRowTestId?: (row: Row) => string;
  'aria-label'?: string;
}

/** MUI's plain table, paged client-side at 10 rows (spec §9). */
export function DataTable<Row>({
  columns,
  rows,
  getRowKey,
  emptyText,
  onRowDoubleClick,
  getRowTestId,
  'aria-label': ariaLabel,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  // Rows shrink (a filter, a removal): never stay on a page that no longer exists.
  const lastPage = Math.max(0, Math.ceil(rows.length / TABLE_PAGE_SIZE) - 1);
  const currentPage = Math.min(page, lastPage);
  const pageRows = rows.slice(currentPage * TABLE_PAGE_SIZE, (currentPage + 1) * TABLE_PAGE_SIZE);

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={ariaLabel}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id} align={column.align}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {pageRows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center">
                  {emptyText ?? t('table.empty')}
                </TableCell>
              </TableRow>
            ) : (
              pageRows.map((row) => (
                <TableRow
                  key={getRowKey(row)}
                  data-testid={getRowTestId?.(row)}
                  hover
                  onDoubleClick={onRowDoubleClick ? () => onRowDoubleClick(row) : undefined}
                  sx={onRowDoubleClick ? { cursor: 'pointer' } : undefined}
                >
                  {columns.map((column) => (
                    <TableCell key={column.id} align={column.align}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > TABLE_PAGE_SIZE && (
        <TablePagination
          component="div"
          count={rows.length}
          page={currentPage}
          rowsPerPage={TABLE_PAGE_SIZE}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => setPage(next)}
          labelDisplayedRows={({ from, to, count }) => t('table.displayedRows', { from, to, total: count })}
          getItemAriaLabel={(type) => t(type === 'next' ? 'table.nextPage' : 'table.previousPage')}
        />
      )}
    </Paper>
  );
}
