import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { type TScheme } from '@sigil/core';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, dateColumn, type DataTableColumn } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { RemoveButton } from '../../../components/remove-button';
import { matchesSearch } from '../../../lib/search';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOrganisationSession } from '../../../lib/use-organisation-session';
import { useDeleteScheme } from '../api/delete-scheme';
import { useSchemes } from '../api/get-schemes';
import { schemeStatusKey } from '../components/scheme-labels';
import { schemeNameColumn } from '../components/table-parts';
import { toAddRole } from '../links';

/** Spec §2 screen 8: the organisation's roles, a search by name, Add Role, and removal. */
export default function RoleManagementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { organisationDid } = useOrganisationSession();
  const schemes = useSchemes(organisationDid);
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim());
  const rows = useMemo(
    () => (schemes.data ?? []).filter((scheme) => matchesSearch(scheme.schemeName, name)),
    [schemes.data, name],
  );
  const [removing, setRemoving] = useState<TScheme | null>(null);
  const remove = useDeleteScheme({
    onSuccess: ({ deactivated }, id) => {
      setRemoving(null);
      // Members hold it: the server kept it, deactivated (D), rather than removing it.
      if (deactivated.includes(id)) enqueueSnackbar(t('roles.toast.deactivated'), { variant: 'info' });
      else enqueueSnackbar(t('roles.toast.deleted'), { variant: 'success' });
    },
    onError: () => {
      setRemoving(null);
      enqueueSnackbar(t('roles.toast.failed'), { variant: 'error' });
    },
  });

  const columns: DataTableColumn<TScheme>[] = [
    schemeNameColumn(t('roles.columns.name')),
    { id: 'status', header: t('roles.columns.status'), render: (row) => t(schemeStatusKey(row)) },
    { id: 'fields', header: t('roles.columns.fields'), render: (row) => row.fieldsCount, align: 'right' },
    dateColumn('created', t('roles.columns.created'), (row) => row.createdAt),
    {
      id: 'actions',
      pinned: true,
      header: t('roles.columns.actions'),
      render: (row) => (
        <RemoveButton
          label={t('roles.management.remove', { name: row.schemeName })}
          onClick={() => setRemoving(row)}
        />
      ),
    },
  ];

  return (
    <ListPage
      title={t('routes.roleManagement')}
      actions={
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => void navigate(toAddRole().to)}>
          {t('roles.management.addRole')}
        </Button>
      }
      search={{ value: search, onChange: setSearch, label: t('roles.management.search') }}
      error={schemes.error}
    >
      <DataTable
        aria-label={t('routes.roleManagement')}
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        getRowTestId={() => 'role-row'}
        emptyText={schemes.isLoading ? t('app.loading') : undefined}
      />
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('roles.management.removeTitle', { name: removing.schemeName }) : undefined}
        message={t('roles.management.confirmRemove')}
        confirmLabel={t('roles.management.removeConfirm')}
        confirmColor="error"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </ListPage>
  );
}
