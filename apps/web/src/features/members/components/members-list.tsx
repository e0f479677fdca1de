import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { type TMember } from '@sigil/core';
import DialogContentText from '@mui/material/DialogContentText';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, dateColumn, WRAP_ANYWHERE, type DataTableColumn } from '../../../components/data-table';
import { DidText } from '../../../components/did-text';
import { ListPage } from '../../../components/list-page';
import { RemoveButton } from '../../../components/remove-button';
import { ALL, SelectFilter } from '../../../components/select-filter';
import { matchesSearch } from '../../../lib/search';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOrganisationSession } from '../../../lib/use-organisation-session';
import { useMembers } from '../api/get-members';
import { useRemoveMember } from '../api/remove-member';
import { distinctRoles, roleCodeOf, roleOptionOf, type RoleOption } from '../member-roles';
import { EditMemberLink } from './member-actions';

const NO_ROLES: readonly RoleOption[] = [];

interface MembersListProps {
  title: string;
  /** Which of the organisation's members the list shows. */
  includes: (member: TMember) => boolean;
  /** Asked before a removal (spec §8: '…remove this Admin?', '…this User?'). */
  removeQuestion: string;
  /** Columns to leave out (key users have no email, and all hold Machine User). */
  omitColumns?: readonly ('email' | 'role')[];
  /** The role dropdown: "Select All" and the roles the listed members hold. */
  roleFilter?: boolean;
  /** Roles the dropdown offers even when nobody listed holds them. */
  knownRoles?: readonly RoleOption[];
  /** A link per row to edit the member (/user/manage). */
  editable?: boolean;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  /** data-testid of each row. */
  rowTestId: string;
}

/**
 * The organisation's members of one kind (admins, users, key users): search by name, a role filter,
 * 10 rows a page, and removal after a confirmation. Nobody is offered to remove themselves (spec §5).
 */
export function MembersList({
  title,
  includes,
  removeQuestion,
  omitColumns = [],
  roleFilter = false,
  knownRoles = NO_ROLES,
  editable = false,
  actions,
  rowTestId,
}: MembersListProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { organisationDid, did: ownDid } = useOrganisationSession();
  const members = useMembers(organisationDid);
  const listed = useMemo(() => (members.data ?? []).filter(includes), [members.data, includes]);

  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim());
  const roles = useMemo(
    () => distinctRoles([...knownRoles, ...listed.map(roleOptionOf)]),
    [knownRoles, listed],
  );
  const [chosenRole, setRole] = useState<string>(ALL);
  // The last member of the chosen role removed, the role leaves the dropdown: show all again.
  const role = roles.some(({ code }) => code === chosenRole) ? chosenRole : ALL;
  const rows = useMemo(
    () =>
      listed.filter(
        (member) => matchesSearch(member.Name, name) && (role === ALL || roleCodeOf(member) === role),
      ),
    [listed, name, role],
  );

  const [removing, setRemoving] = useState<TMember | null>(null);
  const remove = useRemoveMember({
    onSuccess: ({ message }) => {
      setRemoving(null);
      enqueueSnackbar(message, { variant: 'success' });
    },
    onError: (error) => {
      setRemoving(null);
      // The server says why it refused ('An organization keeps at least one Admin').
      enqueueSnackbar(error.message, { variant: 'error' });
    },
  });

  const isOwn = (member: TMember) =>
    ownDid !== null && member.MemberDid.toLowerCase() === ownDid.toLowerCase();
  const allColumns: DataTableColumn<TMember>[] = [
    { id: 'name', header: t('members.columns.name'), render: (row) => row.Name, cellSx: WRAP_ANYWHERE },
    {
      id: 'email',
      header: t('members.columns.email'),
      render: (row) => row.EmailId || '—',
      cellSx: WRAP_ANYWHERE,
    },
    { id: 'did', header: t('members.columns.did'), render: (row) => <DidText did={row.MemberDid} /> },
    { id: 'role', header: t('members.columns.role'), render: (row) => row.TypeOfRole },
    dateColumn('createdAt', t('members.columns.createdAt'), (row) => row.CreatedAt),
    {
      id: 'actions',
      pinned: true,
      header: t('members.columns.actions'),
      render: (row) => (
        <>
          {editable && <EditMemberLink member={row} />}
          {!isOwn(row) && (
            <RemoveButton label={t('members.remove', { name: row.Name })} onClick={() => setRemoving(row)} />
          )}
        </>
      ),
      cellSx: { whiteSpace: 'nowrap' },
    },
  ];
  const columns = allColumns.filter((column) => !(omitColumns as readonly string[]).includes(column.id));

  return (
    <ListPage
      title={title}
      actions={actions}
      search={{ value: search, onChange: setSearch, label: t('members.search') }}
      filters={
        roleFilter && (
          <SelectFilter
            label={t('members.roleFilter')}
            value={role}
            options={roles.map(({ code, name }) => ({ value: code, label: name }))}
            onChange={setRole}
            minWidth={200}
          />
        )
      }
      error={members.error}
    >
      <DataTable
        aria-label={title}
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.MemberID}
        getRowTestId={() => rowTestId}
        emptyText={members.isLoading ? t('app.loading') : undefined}
      />
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('members.remove', { name: removing.Name }) : undefined}
        message={removeQuestion}
        confirmLabel={t('members.removeConfirm')}
        confirmColor="error"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        <DialogContentText sx={{ mt: 1 }}>{t('members.removeConsequence')}</DialogContentText>
      </ConfirmDialog>
    </ListPage>
  );
}
