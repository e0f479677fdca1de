import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type TUserEvent } from '@sigil/core';
import { DataTable, WRAP_ANYWHERE, type DataTableColumn } from '../../../components/data-table';
import { shortDid } from '../../../components/did-text';
import { ListPage } from '../../../components/list-page';
import { useUserEvents } from '../api/get-user-events';

/** An event's sentence in the reader's language. */
function useEventText(): (event: TUserEvent) => string {
  const { t } = useTranslation();
  return (event) => {
    switch (event.kind) {
      case 'login':
        return event.data.organisationName
          ? t('history.events.loginOrganisation', { organisation: event.data.organisationName })
          : t(`history.events.login.${event.data.mode}`);
      case 'contact-shared':
        return t('history.events.contactShared', {
          contact: event.data.contactName,
          did: shortDid(event.data.toDid),
        });
      case 'contact-received':
        return t('history.events.contactReceived', {
          contact: event.data.contactName,
          name: event.data.fromName || shortDid(event.data.fromDid),
        });
      case 'invitation-answered':
        return t(
          event.data.accepted ? 'history.events.invitationAccepted' : 'history.events.invitationRejected',
          {
            role: event.data.roleType,
            organisation: event.data.organisationName,
          },
        );
      case 'endorsement-issued':
        return t('history.events.endorsementIssued', {
          role: event.data.roleName,
          organisation: event.data.organisationName,
        });
      case 'settings-changed':
        return t(`history.events.settings.${event.data.what}`, {
          organisation: event.data.organisationName ?? '',
        });
      case 'endorsement-revoked':
        return t('history.events.endorsementRevoked', {
          role: event.data.roleName,
          organisation: event.data.organisationName,
        });
    }
  };
}

/** /recent-history: what I did and what happened to me, newest first, paged by the server. */
export default function RecentHistoryPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const events = useUserEvents(page);
  const text = useEventText();
  const columns: DataTableColumn<TUserEvent>[] = [
    { id: 'event', header: t('history.columns.event'), render: text, cellSx: WRAP_ANYWHERE },
    {
      id: 'time',
      header: t('history.columns.time'),
      render: (row) => formatDateTime(row.createdAt),
      cellSx: { whiteSpace: 'nowrap' },
    },
  ];
  return (
    <ListPage title={t('routes.recentHistory')} error={events.error}>
      <DataTable
        aria-label={t('routes.recentHistory')}
        columns={columns}
        rows={events.data?.data ?? []}
        getRowKey={(row) => row.id}
        getRowTestId={() => 'history-row'}
        loading={events.isFetching}
        emptyText={events.isLoading ? t('app.loading') : undefined}
        paging={{
          page,
          pageSize: events.data?.pagination.pageSize ?? 10,
          total: events.data?.pagination.total ?? 0,
          onPageChange: setPage,
        }}
      />
    </ListPage>
  );
}
