import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { formatDateTime, type TActivityItem } from '@sigil/core';

const EMPTY = '—';

/** The 'Others' column: what else the activity names (assertion type, sealed for/unsealed from, remarks). */
export function activityOthers(activity: TActivityItem, t: TFunction): string {
  const parts: string[] = [];
  if (activity.assertType) parts.push(t('activities.others.assertType', { type: activity.assertType }));
  if (activity.sealForDid) parts.push(t('activities.others.sealFor', { did: activity.sealForDid }));
  if (activity.unsealFromDid) parts.push(t('activities.others.unsealFrom', { did: activity.unsealFromDid }));
  if (activity.remarks) parts.push(activity.remarks);
  return parts.join(' · ');
}

/** Spec §2: rows with an empty event type are not shown. */
export function visibleActivities(rows: readonly TActivityItem[]): TActivityItem[] {
  return rows.filter((row) => row.type.trim() !== '');
}

export interface ActivityPaging {
  /** 1-based, as the report API counts. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

interface ActivityTableProps {
  rows: readonly TActivityItem[];
  /** Adds the User DID column (organisation and provider logins, spec §2). */
  showDid?: boolean;
  loading?: boolean;
  /** Server paging; without it the rows are shown as given. */
  paging?: ActivityPaging;
  'aria-label'?: string;
}

/** Activities: Event, Time (HH:mm:ss - DD/MM/YYYY, local time), File Name, Others. */
export function ActivityTable({
  rows,
  showDid,
  loading,
  paging,
  'aria-label': ariaLabel,
}: ActivityTableProps) {
  const { t } = useTranslation();
  const shown = visibleActivities(rows);
  const columns = 4 + (showDid ? 1 : 0);

  return (
    <Paper variant="outlined">
      {loading && <LinearProgress aria-label={t('app.loading')} />}
      <TableContainer>
        <Table size="small" aria-label={ariaLabel}>
          <TableHead>
            <TableRow>
              {showDid && <TableCell>{t('activities.columns.did')}</TableCell>}
              <TableCell>{t('activities.columns.event')}</TableCell>
              <TableCell>{t('activities.columns.time')}</TableCell>
              <TableCell>{t('activities.columns.fileName')}</TableCell>
              <TableCell>{t('activities.columns.others')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns} align="center">
                  {loading ? t('app.loading') : t('table.empty')}
                </TableCell>
              </TableRow>
            ) : (
              shown.map((activity) => (
                <TableRow key={activity.id} hover data-testid="activity-row">
                  {showDid && <TableCell sx={{ overflowWrap: 'anywhere' }}>{activity.did}</TableCell>}
                  <TableCell>
                    {t(`activities.types.${activity.type.trim()}`, { defaultValue: activity.type })}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(activity.txTimeStamp)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{activity.filename || EMPTY}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {activityOthers(activity, t) || EMPTY}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {paging && paging.total > paging.pageSize && (
        <TablePagination
          component="div"
          count={paging.total}
          page={paging.page - 1}
          rowsPerPage={paging.pageSize}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => paging.onPageChange(next + 1)}
          labelDisplayedRows={({ from, to, count }) => t('table.displayedRows', { from, to, total: count })}
          getItemAriaLabel={(type) => t(type === 'next' ? 'table.nextPage' : 'table.previousPage')}
        />
      )}
    </Paper>
  );
}
