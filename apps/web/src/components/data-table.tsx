import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SxProps, Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { formatDateTime, TABLE_PAGE_SIZE } from '@sigil/core';
import { useActiveListSearch } from './list-search';
import { visuallyHidden } from './visually-hidden';

/** The page sizes a person may choose for a list paged in the browser; the spec's 10 first. */
const PAGE_SIZES = [TABLE_PAGE_SIZE, 25, 50];

export interface DataTableColumn<Row> {
  id: string;
  /** Already translated. */
  header: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Style of the body cells (wrapping of long values, no wrap for dates). */
  cellSx?: SxProps<Theme>;
  /**
   * Kept at the table's right edge while it scrolls sideways: a row's actions stay in sight however
   * long the other values are (issue 44).
   */
  pinned?: true;
  /**
   * What the column sorts by when its header is clicked. Without it, a column whose cells are
   * plain text or numbers sorts by them; any other column does not sort.
   */
  sortValue?: (row: Row) => string | number | null | undefined;
}

type SortKey = string | number | null | undefined;
type SortDirection = 'asc' | 'desc';

/** How a column sorts, or null when it does not. */
function sortKeyOf<Row>(
  column: DataTableColumn<Row>,
  sample: Row | undefined,
): ((row: Row) => SortKey) | null {
  if (column.sortValue) return column.sortValue;
  if (sample === undefined) return null;
  const cell = column.render(sample);
  return typeof cell === 'string' || typeof cell === 'number' ? (row) => column.render(row) as SortKey : null;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Empty values last, whichever the direction. */
function compareKeys(a: SortKey, b: SortKey, direction: SortDirection): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  const order =
    typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  return direction === 'asc' ? order : -order;
}

/** A pinned cell: over the columns that scroll beneath it, with a line on its left. */
const PINNED_CELL: SxProps<Theme> = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme) => `inset 1px 0 0 ${theme.palette.divider}`,
  // The row's hover shade over the cell's own background.
  '.MuiTableRow-hover:hover > &': {
    backgroundImage: (theme) =>
      `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
  },
};

/**
 * On a phone each row is a block of "Header  value" lines, the actions last, so nothing hides
 * beyond the screen's edge (issue 44). The header row stays for screen readers, out of sight; the
 * explicit roles keep the table a table to them whatever the display.
 */
const PHONE_ROWS = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': visuallyHidden,
    '& tbody tr': { display: 'block', py: 1, borderBottom: `1px solid ${theme.palette.divider}` },
    '& tbody tr:last-of-type': { borderBottom: 0 },
    '& tbody td': {
      display: 'grid',
      gridTemplateColumns: 'minmax(6.5rem, 38%) minmax(0, 1fr)',
      columnGap: 1.5,
      alignItems: 'baseline',
      py: 0.5,
      border: 0,
      textAlign: 'left',
      position: 'static',
      boxShadow: 'none',
      bgcolor: 'transparent',
      '&::before': { content: 'attr(data-label)', fontWeight: 500, color: 'text.secondary' },
    },
    '& tbody td[colspan]': { display: 'block', '&::before': { content: 'none' } },
  },
});

const cellSxOf = <Row,>(column: DataTableColumn<Row>, sx?: SxProps<Theme>): SxProps<Theme> | undefined =>
  column.pinned ? ([PINNED_CELL, sx ?? {}] as SxProps<Theme>) : sx;

/** Body cells of long unbroken values (e-mails, URLs, file names) wrap anywhere rather than widen the table. */
export const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/** A date column of ISO 8601 values: shown formatted on one line ('—' when absent), sorted by time. */
export function dateColumn<Row>(
  id: string,
  header: string,
  valueOf: (row: Row) => string | null | undefined,
): DataTableColumn<Row> {
  return {
    id,
    header,
    render: (row) => formatDateTime(valueOf(row)) || '—',
    sortValue: (row) => valueOf(row),
    cellSx: { whiteSpace: 'nowrap' },
  };
}

/** Server paging: the rows are one page of `total`, as the server cut it. */
export interface ServerPaging {
  /** 1-based, as the report API counts. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  /** Overrides the spec's 'No data available.' (e.g. 'No pending invitations'). */
  emptyText?: string;
  /** A bar above the table while rows are fetched; the empty table says 'Loading…'. */
  loading?: boolean;
  /** 'client' (default): 10 rows a page (spec §9); 'none': every row; or a page the server cut. */
  paging?: 'client' | 'none' | ServerPaging;
  onRowDoubleClick?: (row: Row) => void;
  /** data-testid of each body row (browser tests find a row by it). */
  getRowTestId?: (row: Row) => string;
  /**
   * Narrowest the table may get (px): below it, it scrolls in its box rather than squeeze every
   * column into a few letters a line (a phone, a side panel).
   */
  minWidth?: number;
  'aria-label'?: string;
}

interface Pager {
  count: number;
  /** 0-based, as MUI counts. */
  page: number;
  size: number;
  go: (page: number) => void;
  /** Set when the person may choose the page size (client paging). */
  resize?: (size: number) => void;
}

function pagerOf(paging: 'client' | 'none' | ServerPaging, client: Required<Pager>): Pager | null {
  if (paging === 'none') return null;
  if (paging === 'client') return client;
  const { total, page, pageSize, onPageChange } = paging;
  return { count: total, page: page - 1, size: pageSize, go: (next) => onPageChange(next + 1) };
}

/** MUI's plain table: the list screens' one table, paged client-side or by the server. */
export function DataTable<Row>({
  columns,
  rows,
  getRowKey,
  emptyText,
  loading,
  paging = 'client',
  onRowDoubleClick,
  getRowTestId,
  minWidth,
  'aria-label': ariaLabel,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const search = useActiveListSearch();
  const [sort, setSort] = useState<{ columnId: string; direction: SortDirection } | null>(null);
  const sortKeys = new Map(columns.map((column) => [column.id, sortKeyOf(column, rows[0])]));
  const sortKey = sort ? sortKeys.get(sort.columnId) : null;
  const sortedRows = useMemo(
    () =>
      sort && sortKey ? [...rows].sort((a, b) => compareKeys(sortKey(a), sortKey(b), sort.direction)) : rows,
    [rows, sort, sortKey],
  );
  const sortBy = (columnId: string) =>
    setSort((current) =>
      current?.columnId === columnId
        ? { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { columnId, direction: 'asc' },
    );
  const [clientPage, setClientPage] = useState(0);
  const [pageSize, setPageSize] = useState(TABLE_PAGE_SIZE);
  // Rows shrink (a filter, a removal): never stay on a page that no longer exists.
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const currentPage = Math.min(clientPage, lastPage);
  const pageRows =
    paging === 'client' ? sortedRows.slice(currentPage * pageSize, (currentPage + 1) * pageSize) : sortedRows;
  const pager = pagerOf(paging, {
    count: rows.length,
    page: currentPage,
    size: pageSize,
    go: setClientPage,
    resize: (size) => {
      setPageSize(size);
      setClientPage(0);
    },
  });
  // A search that found nothing says so; an empty list keeps the spec's 'No data available.'.
  const noResults = search !== null && !loading;
  const emptyMessage = noResults
    ? t('table.noResults', { query: search.value.trim() })
    : (emptyText ?? (loading ? t('app.loading') : t('table.empty')));

  return (
    <Paper variant="outlined" sx={{ position: 'relative' }}>
      {/* Over the table's top edge, so the rows do not move when it goes. */}
      {loading && (
        <LinearProgress
          aria-label={t('app.loading')}
          sx={{
            position: 'absolute',
            top: 0,
            left: 0,
            right: 0,
            zIndex: 1,
            borderTopLeftRadius: 'inherit',
            borderTopRightRadius: 'inherit',
          }}
        />
      )}
      {/* A table wider than the screen scrolls inside this box, never the page: keyboard users reach
          it by Tab and scroll it with the arrow keys; screen readers hear the table's name. A group,
          not a region landmark: the table often sits in a section of that name already. */}
      <TableContainer
        tabIndex={0}
        role="group"
        aria-label={ariaLabel ?? t('table.label')}
        sx={{
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
        }}
      >
        <Table
          size="small"
          role="table"
          aria-label={ariaLabel}
          sx={[PHONE_ROWS, minWidth ? { minWidth: { xs: 0, sm: minWidth } } : {}]}
        >
          <TableHead role="rowgroup">
            <TableRow role="row">
              {columns.map((column) => {
                const sorted = sort?.columnId === column.id ? sort.direction : undefined;
                return (
                  <TableCell
                    key={column.id}
                    role="columnheader"
                    align={column.align}
                    sx={cellSxOf(column)}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {sortKeys.get(column.id) ? (
                      <TableSortLabel
                        active={sorted !== undefined}
                        direction={sorted ?? 'asc'}
                        onClick={() => sortBy(column.id)}
                      >
                        {column.header}
                      </TableSortLabel>
                    ) : (
                      column.header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody role="rowgroup">
            {pageRows.length === 0 ? (
              <TableRow role="row">
                {/* Centred under a wide table, a phone would show only part of it: left there. */}
                <TableCell
                  role="cell"
                  colSpan={columns.length}
                  sx={{ textAlign: { xs: 'left', sm: 'center' } }}
                >
                  {emptyMessage}
                  {noResults && (
                    <Button size="small" onClick={search.clear} sx={{ ml: 1 }}>
                      {t('table.clearSearch')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ) : (
              pageRows.map((row) => (
                <TableRow
                  key={getRowKey(row)}
                  role="row"
                  data-testid={getRowTestId?.(row)}
                  hover
                  onDoubleClick={onRowDoubleClick ? () => onRowDoubleClick(row) : undefined}
                  sx={onRowDoubleClick ? { cursor: 'pointer' } : undefined}
                >
                  {columns.map((column) => (
                    <TableCell
                      key={column.id}
                      role="cell"
                      data-label={column.header}
                      align={column.align}
                      sx={cellSxOf(column, column.cellSx)}
                    >
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {pager && pager.count > (pager.resize ? TABLE_PAGE_SIZE : pager.size) && (
        <TablePagination
          component="div"
          count={pager.count}
          page={pager.page}
          rowsPerPage={pager.size}
          rowsPerPageOptions={pager.resize ? PAGE_SIZES : []}
          onRowsPerPageChange={(event) => pager.resize?.(Number(event.target.value))}
          labelRowsPerPage={t('table.rowsPerPage')}
          onPageChange={(_event, next) => pager.go(next)}
          labelDisplayedRows={({ from, to, count }) => t('table.displayedRows', { from, to, total: count })}
          getItemAriaLabel={(type) => t(type === 'next' ? 'table.nextPage' : 'table.previousPage')}
        />
      )}
    </Paper>
  );
}
