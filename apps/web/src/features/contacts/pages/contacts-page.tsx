import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import type { TQuickContact } from '@sigil/core';
import { useContacts } from '../../../api/contacts/get-contacts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, WRAP_ANYWHERE, type DataTableColumn } from '../../../components/data-table';
import { DidText } from '../../../components/did-text';
import { ListPage } from '../../../components/list-page';
import { RemoveButton } from '../../../components/remove-button';
import { matchesSearch } from '../../../lib/search';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteContact } from '../api/delete-contact';
import { ContactDialog } from '../components/contact-dialog';
import { ShareContactDialog } from '../components/share-contact-dialog';

type TDialog =
  | { mode: 'closed' }
  | { mode: 'create' }
  | { mode: 'edit'; contact: TQuickContact }
  | { mode: 'share'; contact: TQuickContact };

const matches = (contact: TQuickContact, search: string) =>
  [contact.name, contact.did, contact.email, contact.organisation].some((text) =>
    matchesSearch(text, search),
  );

/** /contacts: my quick contacts; add, change, share and remove them. */
export default function ContactsPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const contacts = useContacts();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const [dialog, setDialog] = useState<TDialog>({ mode: 'closed' });
  const [removing, setRemoving] = useState<TQuickContact | null>(null);
  const remove = useDeleteContact({
    onSuccess: () => {
      setRemoving(null);
      enqueueSnackbar(t('contacts.toast.removed'), { variant: 'success' });
    },
    onError: (error) => {
      setRemoving(null);
      enqueueSnackbar(error.message, { variant: 'error' });
    },
  });

  const rows = (contacts.data ?? []).filter((contact) => !debounced || matches(contact, debounced));
  const columns: DataTableColumn<TQuickContact>[] = [
    { id: 'name', header: t('contacts.columns.name'), render: (row) => row.name, cellSx: WRAP_ANYWHERE },
    { id: 'did', header: t('contacts.columns.did'), render: (row) => <DidText did={row.did} /> },
    {
      id: 'email',
      header: t('contacts.columns.email'),
      render: (row) => row.email || '—',
      cellSx: WRAP_ANYWHERE,
    },
    {
      id: 'organisation',
      header: t('contacts.columns.organisation'),
      render: (row) => row.organisation || '—',
      cellSx: WRAP_ANYWHERE,
    },
    {
      id: 'note',
      header: t('contacts.columns.note'),
      render: (row) => row.note || '—',
      cellSx: { ...WRAP_ANYWHERE, minWidth: 140 },
    },
    {
      id: 'actions',
      pinned: true,
      header: t('contacts.columns.actions'),
      cellSx: { whiteSpace: 'nowrap' },
      render: (row) => (
        <>
          <IconButton
            aria-label={t('contacts.edit', { name: row.name })}
            size="small"
            onClick={() => setDialog({ mode: 'edit', contact: row })}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={t('contacts.share.open', { name: row.name })}
            size="small"
            onClick={() => setDialog({ mode: 'share', contact: row })}
          >
            <ShareOutlined fontSize="small" />
          </IconButton>
          <RemoveButton label={t('contacts.remove', { name: row.name })} onClick={() => setRemoving(row)} />
        </>
      ),
    },
  ];

  return (
    <ListPage
      title={t('routes.contacts')}
      search={{ value: search, onChange: setSearch, label: t('contacts.search') }}
      actions={
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setDialog({ mode: 'create' })}>
          {t('contacts.create')}
        </Button>
      }
      error={contacts.error}
    >
      <DataTable
        aria-label={t('routes.contacts')}
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        getRowTestId={() => 'contact-row'}
        emptyText={contacts.isLoading ? t('app.loading') : undefined}
      />
      {(dialog.mode === 'create' || dialog.mode === 'edit') && (
        <ContactDialog
          editing={dialog.mode === 'edit' ? dialog.contact : null}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      )}
      {dialog.mode === 'share' && (
        <ShareContactDialog contact={dialog.contact} onClose={() => setDialog({ mode: 'closed' })} />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('contacts.remove', { name: removing.name }) : undefined}
        message={t('contacts.confirmRemove')}
        confirmLabel={t('contacts.removeConfirm')}
        confirmColor="error"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </ListPage>
  );
}
