import type { TFunction } from 'i18next';
import { type TInvitation } from '@sigil/core';
import { dateColumn, type DataTableColumn } from '../../../components/data-table';
import { DidText } from '../../../components/did-text';
import { EMPTY_CELL, TEXT_CELL } from './cells';
import { InvitationActions, type InvitationActionsProps } from './invitation-actions';
import { InvitationStatus } from './invitation-status';

/**
 * Spec §2 screen 5: inviter name, invitee name, invitee email, status, role type, created date,
 * then the row's actions. A Machine User is invited by DID: it stands where the name would.
 */
export function invitationColumns(
  t: TFunction,
  actions: Omit<InvitationActionsProps, 'invitation'>,
): DataTableColumn<TInvitation>[] {
  return [
    {
      id: 'inviterName',
      header: t('invitations.columns.inviterName'),
      render: (row) => row.invitorName || EMPTY_CELL,
      cellSx: TEXT_CELL,
    },
    {
      id: 'inviteeName',
      header: t('invitations.columns.inviteeName'),
      // A Machine User has no name: its DID (or the dash, when it has none either).
      render: (row) => (row.inviteeName.trim() ? row.inviteeName : <DidText did={row.inviteeDid} />),
      cellSx: TEXT_CELL,
    },
    {
      id: 'inviteeEmail',
      header: t('invitations.columns.inviteeEmail'),
      render: (row) => row.inviteeEmail || EMPTY_CELL,
      cellSx: TEXT_CELL,
    },
    {
      id: 'status',
      header: t('invitations.columns.status'),
      render: (row) => <InvitationStatus invitation={row} />,
    },
    {
      id: 'roleType',
      header: t('invitations.columns.roleType'),
      render: (row) => row.roleType,
      cellSx: TEXT_CELL,
    },
    dateColumn('createdDate', t('invitations.columns.createdDate'), (row) => row.createdDate),
    {
      id: 'actions',
      pinned: true,
      header: t('invitations.columns.actions'),
      render: (row) => <InvitationActions invitation={row} {...actions} />,
    },
  ];
}
