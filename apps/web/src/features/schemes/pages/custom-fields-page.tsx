import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { type TCustomFieldType } from '@sigil/core';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, dateColumn, type DataTableColumn } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { RemoveButton } from '../../../components/remove-button';
import { useOrganisationSession } from '../../../lib/use-organisation-session';
import { useDeleteCustomFieldTypes } from '../api/delete-custom-field-types';
import { useCustomFieldTypes } from '../api/get-custom-field-types';
import { TEXT_CELL } from '../components/cells';
import { CustomFieldTypeDialog } from '../components/custom-field-type-dialog';

/** The dialog's state: closed, creating a type, or editing one. */
type TDialog = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; type: TCustomFieldType };

/** /custom-fields: the organisation's field types for role fields; create, edit and remove them. */
export default function CustomFieldsPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { organisationDid } = useOrganisationSession();
  const types = useCustomFieldTypes(organisationDid);
  const [dialog, setDialog] = useState<TDialog>({ mode: 'closed' });
  const [removing, setRemoving] = useState<TCustomFieldType | null>(null);
  const remove = useDeleteCustomFieldTypes({
    onSuccess: () => {
      setRemoving(null);
      enqueueSnackbar(t('customFields.toast.removed'), { variant: 'success' });
    },
    onError: (error) => {
      setRemoving(null);
      enqueueSnackbar(error.message, { variant: 'error' });
    },
  });

  const columns: DataTableColumn<TCustomFieldType>[] = [
    {
      id: 'name',
      header: t('customFields.columns.name'),
      render: (row) => row.name,
      cellSx: TEXT_CELL,
    },
    { id: 'kind', header: t('customFields.columns.kind'), render: (row) => t(`roles.kinds.${row.kind}`) },
    {
      id: 'options',
      header: t('customFields.columns.options'),
      render: (row) => (row.options.length ? row.options.join(', ') : '—'),
      cellSx: { overflowWrap: 'anywhere', minWidth: 140 },
    },
    { id: 'usedBy', header: t('customFields.columns.usedBy'), render: (row) => row.usedBy, align: 'right' },
    dateColumn('created', t('customFields.columns.created'), (row) => row.createdAt),
    {
      id: 'actions',
      pinned: true,
      header: t('customFields.columns.actions'),
      cellSx: { whiteSpace: 'nowrap' },
      render: (row) => (
        <>
          <IconButton
            aria-label={t('customFields.edit', { name: row.name })}
            size="small"
            onClick={() => setDialog({ mode: 'edit', type: row })}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
          <RemoveButton
            label={t('customFields.remove', { name: row.name })}
            onClick={() => setRemoving(row)}
          />
        </>
      ),
    },
  ];

  return (
    <ListPage
      title={t('routes.customFields')}
      actions={
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setDialog({ mode: 'create' })}>
          {t('customFields.create')}
        </Button>
      }
      error={types.error}
    >
      <DataTable
        aria-label={t('routes.customFields')}
        columns={columns}
        rows={types.data ?? []}
        getRowKey={(row) => row.id}
        getRowTestId={() => 'custom-field-row'}
        emptyText={types.isLoading ? t('app.loading') : undefined}
      />
      {dialog.mode !== 'closed' && (
        <CustomFieldTypeDialog
          editing={dialog.mode === 'edit' ? dialog.type : null}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('customFields.remove', { name: removing.name }) : undefined}
        message={t('customFields.confirmRemove')}
        confirmLabel={t('customFields.removeConfirm')}
        confirmColor="error"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate([removing.id])}
      />
    </ListPage>
  );
}
