import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type TActivityItem } from '@sigil/core';
import { DataTable, dateColumn, WRAP_ANYWHERE, type DataTableColumn, type ServerPaging } from './data-table';
import { DidText } from './did-text';

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

export type ActivityPaging = ServerPaging;

interface ActivityTableProps {
  rows: readonly TActivityItem[];
  /** Adds the User DID column (organisation and provider logins, spec §2). */
  showDid?: boolean;
  loading?: boolean;
  /** Server paging; without it the rows are shown as given. */
  paging?: ActivityPaging;
  'aria-label'?: string;
}

function activityColumns(t: TFunction, showDid: boolean): DataTableColumn<TActivityItem>[] {
  // Who did it: for organisation and provider logins (spec §4), the holder's name and DID.
  const who: DataTableColumn<TActivityItem>[] = [
    { id: 'name', header: t('activities.columns.name'), render: (row) => row.name || EMPTY },
    { id: 'did', header: t('activities.columns.did'), render: (row) => <DidText did={row.did} /> },
  ];
  return [
    ...(showDid ? who : []),
    {
      id: 'event',
      header: t('activities.columns.event'),
      render: (row) => t(`activities.types.${row.type.trim()}`, { defaultValue: row.type }),
    },
    dateColumn('time', t('activities.columns.time'), (row) => formatDateTime(row.txTimeStamp)),
    {
      id: 'fileName',
      header: t('activities.columns.fileName'),
      render: (row) => row.filename || EMPTY,
      cellSx: WRAP_ANYWHERE,
    },
    {
      id: 'others',
      header: t('activities.columns.others'),
      render: (row) => activityOthers(row, t) || EMPTY,
      cellSx: WRAP_ANYWHERE,
    },
  ];
}

/** Activities: [Name, User DID,] Event, Time (HH:mm:ss - DD/MM/YYYY, local time), File Name, Others. */
export function ActivityTable({
  rows,
  showDid = false,
  loading,
  paging,
  'aria-label': ariaLabel,
}: ActivityTableProps) {
  const { t } = useTranslation();
  const shown = visibleActivities(rows);
  return (
    <DataTable
      aria-label={ariaLabel}
      columns={activityColumns(t, showDid)}
      rows={shown}
      getRowKey={(row) => String(row.id)}
      getRowTestId={() => 'activity-row'}
      loading={loading}
      paging={paging ?? 'none'}
    />
  );
}
