import { Fragment, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type TActivityItem } from '@sigil/core';
import { DataTable, dateColumn, WRAP_ANYWHERE, type DataTableColumn, type ServerPaging } from './data-table';
import { DidText } from './did-text';

const EMPTY = '—';

/** Stands for the DID in a translated text, which is then cut around it. */
const DID_MARK = '\u2063';

/** A translated text naming a DID ("Sealed for {{did}}"), the DID shortened as in the DID column. */
function TextWithDid({ text, did }: { text: string; did: string }) {
  const [before = '', after = ''] = text.split(DID_MARK);
  return (
    <>
      {before}
      <DidText did={did} />
      {after}
    </>
  );
}

/**
 * The 'Others' column: what else the activity names (assertion type, sealed for/unsealed from,
 * remarks), joined by a middle dot; a DID in it is shortened, whole on hover and for screen readers.
 */
export function ActivityOthers({ activity, t }: { activity: TActivityItem; t: TFunction }) {
  const parts: ReactNode[] = [];
  if (activity.assertType) parts.push(t('activities.others.assertType', { type: activity.assertType }));
  if (activity.sealForDid) {
    const text = t('activities.others.sealFor', { did: DID_MARK });
    parts.push(<TextWithDid key="seal" text={text} did={activity.sealForDid} />);
  }
  if (activity.unsealFromDid) {
    const text = t('activities.others.unsealFrom', { did: DID_MARK });
    parts.push(<TextWithDid key="unseal" text={text} did={activity.unsealFromDid} />);
  }
  if (activity.remarks) parts.push(activity.remarks);
  if (parts.length === 0) return <>{EMPTY}</>;
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && ' · '}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** Spec §2: rows with an empty event type are not shown. */
export function visibleActivities(rows: readonly TActivityItem[]): TActivityItem[] {
  return rows.filter((row) => row.type.trim() !== '');
}

export type ActivityPaging = ServerPaging;

/**
 * Who the rows are told apart by: nobody (one's own activities), the member (Name and User DID,
 * for organisation and provider logins, spec §2) or the organisation (Org Name, the provider's
 * Individual Activities tab).
 */
export type TActivityWho = 'none' | 'member' | 'organisation';

/** Below these widths (px) the table scrolls in its box: each column keeps a readable width. */
const MIN_WIDTH: Record<TActivityWho, number> = { none: 660, organisation: 780, member: 920 };

interface ActivityTableProps {
  rows: readonly TActivityItem[];
  /** Adds the Name and User DID columns (organisation and provider logins, spec §2). */
  showDid?: boolean;
  /** Overrides showDid: which "who" columns lead the table. */
  who?: TActivityWho;
  loading?: boolean;
  /** Server paging; without it the rows are shown as given. */
  paging?: ActivityPaging;
  'aria-label'?: string;
}

function whoColumns(t: TFunction, who: TActivityWho): DataTableColumn<TActivityItem>[] {
  if (who === 'organisation') {
    return [
      { id: 'orgName', header: t('activities.columns.orgName'), render: (row) => row.orgName || EMPTY },
    ];
  }
  if (who === 'none') return [];
  // Who did it: for organisation and provider logins (spec §4), the holder's name and DID.
  return [
    { id: 'name', header: t('activities.columns.name'), render: (row) => row.name || EMPTY },
    {
      id: 'did',
      header: t('activities.columns.did'),
      render: (row) => <DidText did={row.did} />,
      // Already shortened (did:sigil:0x1a2b3c…9f3e): one line.
      cellSx: { whiteSpace: 'nowrap' },
    },
  ];
}

function activityColumns(t: TFunction, who: TActivityWho): DataTableColumn<TActivityItem>[] {
  return [
    ...whoColumns(t, who),
    {
      id: 'event',
      header: t('activities.columns.event'),
      render: (row) => t(`activities.types.${row.type.trim()}`, { defaultValue: row.type }),
    },
    dateColumn('time', t('activities.columns.time'), (row) => row.txTimeStamp),
    {
      id: 'fileName',
      header: t('activities.columns.fileName'),
      render: (row) => row.filename || EMPTY,
      // A usual file name stays whole; a long one wraps rather than widen the table.
      cellSx: { ...WRAP_ANYWHERE, minWidth: '14ch' },
    },
    {
      id: 'others',
      header: t('activities.columns.others'),
      render: (row) => <ActivityOthers activity={row} t={t} />,
      cellSx: WRAP_ANYWHERE,
    },
  ];
}

/** Activities: [Name, User DID,] Event, Time (HH:mm:ss - DD/MM/YYYY, local time), File Name, Others. */
export function ActivityTable({
  rows,
  showDid = false,
  who,
  loading,
  paging,
  'aria-label': ariaLabel,
}: ActivityTableProps) {
  const { t } = useTranslation();
  const shown = visibleActivities(rows);
  const columnsOf = who ?? (showDid ? 'member' : 'none');
  return (
    <DataTable
      aria-label={ariaLabel}
      columns={activityColumns(t, columnsOf)}
      minWidth={MIN_WIDTH[columnsOf]}
      rows={shown}
      getRowKey={(row) => String(row.id)}
      getRowTestId={() => 'activity-row'}
      loading={loading}
      paging={paging ?? 'none'}
    />
  );
}
