import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { type TMembershipRequest } from '@sigil/core';
import { dateColumn, type DataTableColumn } from '../../../components/data-table';
import { DidText } from '../../../components/did-text';
import { ActorText } from '../../../components/actor-text';
import { ACTOR_CELL, EMPTY_CELL, TEXT_CELL } from './cells';
import { KIND_LABELS, STATUS_LABELS } from './request-labels';
import { RequestValues } from './request-values';
import { RequestLabelChip } from '../../../components/endorsement-chips';

/** The columns a list of membership requests may show, in the order they stand. */
export const REQUEST_COLUMN_IDS = [
  'organization',
  'requester',
  'requesterDid',
  'role',
  'kind',
  'values',
  'status',
  'label',
  'createdBy',
  'checkedBy',
  'decidedBy',
  'reason',
  'createdAt',
  'actions',
] as const;
export type TRequestColumnId = (typeof REQUEST_COLUMN_IDS)[number];

type TColumn = DataTableColumn<TMembershipRequest>;

function allColumns(
  t: TFunction,
  renderActions: (row: TMembershipRequest) => ReactNode,
): Record<TRequestColumnId, TColumn> {
  return {
    organization: {
      id: 'organization',
      header: t('membershipRequests.columns.organization'),
      render: (row) => row.organizationName || EMPTY_CELL,
      cellSx: TEXT_CELL,
    },
    requester: {
      id: 'requester',
      header: t('membershipRequests.columns.requester'),
      render: (row) => row.requesterName || EMPTY_CELL,
      cellSx: TEXT_CELL,
    },
    requesterDid: {
      id: 'requesterDid',
      header: t('membershipRequests.columns.requesterDid'),
      render: (row) => <DidText did={row.requesterDid} />,
    },
    role: {
      id: 'role',
      header: t('membershipRequests.columns.role'),
      render: (row) => row.schemeName,
      cellSx: TEXT_CELL,
    },
    kind: {
      id: 'kind',
      header: t('membershipRequests.columns.kind'),
      render: (row) => t(KIND_LABELS[row.kind]),
    },
    values: {
      id: 'values',
      header: t('membershipRequests.columns.values'),
      render: (row) => <RequestValues entries={row.entries} />,
      cellSx: { ...TEXT_CELL, minWidth: 180 },
    },
    status: {
      id: 'status',
      header: t('membershipRequests.columns.status'),
      render: (row) => <span data-testid="request-status">{t(STATUS_LABELS[row.status])}</span>,
    },
    label: {
      id: 'label',
      header: t('membershipRequests.columns.status'),
      render: (row) => <RequestLabelChip label={row.label} />,
    },
    createdBy: {
      id: 'createdBy',
      header: t('membershipRequests.columns.createdBy'),
      render: (row) => <ActorText actor={row.createdBy} />,
      cellSx: ACTOR_CELL,
    },
    checkedBy: {
      id: 'checkedBy',
      header: t('membershipRequests.columns.checkedBy'),
      render: (row) => <ActorText actor={row.checkedBy} at={row.checkedAt} />,
      cellSx: ACTOR_CELL,
    },
    decidedBy: {
      id: 'decidedBy',
      header: t('membershipRequests.columns.decidedBy'),
      render: (row) => <ActorText actor={row.decidedBy} at={row.decidedAt} />,
      cellSx: ACTOR_CELL,
    },
    reason: {
      id: 'reason',
      header: t('membershipRequests.columns.reason'),
      render: (row) => row.reason || EMPTY_CELL,
      cellSx: { ...TEXT_CELL, minWidth: 160 },
    },
    createdAt: dateColumn('createdAt', t('membershipRequests.columns.createdAt'), (row) => row.createdAt),
    actions: {
      id: 'actions',
      pinned: true,
      header: t('membershipRequests.columns.actions'),
      render: renderActions,
      cellSx: { minWidth: 180 },
    },
  };
}

/** The columns named, in the order of REQUEST_COLUMN_IDS. */
export function requestColumns(
  t: TFunction,
  ids: readonly TRequestColumnId[],
  renderActions: (row: TMembershipRequest) => ReactNode = () => null,
): TColumn[] {
  const columns = allColumns(t, renderActions);
  return REQUEST_COLUMN_IDS.filter((id) => ids.includes(id)).map((id) => columns[id]);
}
