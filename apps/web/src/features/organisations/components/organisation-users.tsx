import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { type TOrganisationUser } from '@sigil/core';
import { DataTable, dateColumn, type DataTableColumn } from '../../../components/data-table';
import { DidText } from '../../../components/did-text';
import { LoadError } from '../../../components/load-error';
import { useOrganisationUsers } from '../api/get-organisation-users';

/** Tab "Endorsee": the table Users of Organization (Name, DID, Role, Created At), newest first. */
export function OrganisationUsers({ did }: { did: string }) {
  const { t } = useTranslation();
  const users = useOrganisationUsers(did);
  const columns: DataTableColumn<TOrganisationUser>[] = [
    { id: 'name', header: t('organisationDetail.users.name'), render: (row) => row.Name },
    {
      id: 'did',
      header: t('organisationDetail.users.did'),
      render: (row) => <DidText did={row.MemberDid} />,
    },
    { id: 'role', header: t('organisationDetail.users.role'), render: (row) => row.TypeOfRole.trim() },
    dateColumn('createdAt', t('organisationDetail.users.createdAt'), (row) => row.CreatedAt),
  ];
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
        {t('organisationDetail.users.title')}
      </Typography>
      <LoadError error={users.error} sx={{ mb: 2 }} />
      <DataTable
        aria-label={t('organisationDetail.users.title')}
        columns={columns}
        rows={users.data ?? []}
        getRowKey={(row) => row.MemberID}
        getRowTestId={() => 'organisation-user-row'}
        emptyText={users.isPending ? t('app.loading') : undefined}
      />
    </>
  );
}
