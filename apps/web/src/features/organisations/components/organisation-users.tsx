import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { formatDateTime, type TOrganisationUser } from '@sigil/core';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useOrganisationUsers } from '../api';

/** Tab "Endorsee": the table Users of Organization (Name, DID, Role, Created At), newest first. */
export function OrganisationUsers({ did }: { did: string }) {
  const { t } = useTranslation();
  const users = useOrganisationUsers(did);
  const columns: DataTableColumn<TOrganisationUser>[] = [
    { id: 'name', header: t('organisationDetail.users.name'), render: (row) => row.Name },
    {
      id: 'did',
      header: t('organisationDetail.users.did'),
      render: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.MemberDid}</span>,
    },
    { id: 'role', header: t('organisationDetail.users.role'), render: (row) => row.TypeOfRole.trim() },
    {
      id: 'createdAt',
      header: t('organisationDetail.users.createdAt'),
      render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.CreatedAt)}</span>,
    },
  ];
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
        {t('organisationDetail.users.title')}
      </Typography>
      {users.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('common.loadFailed', { message: users.error.message })}
        </Alert>
      )}
      <DataTable
        aria-label={t('organisationDetail.users.title')}
        columns={columns}
        rows={users.data ?? []}
        getRowKey={(row) => row.MemberID}
        getRowTestId={() => 'organization-user-row'}
        emptyText={users.isPending ? t('app.loading') : undefined}
      />
    </>
  );
}
