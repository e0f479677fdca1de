import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import type { TInvitation } from '@sigil/core';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { ALL, SelectFilter, type FilterOption } from '../../../components/select-filter';
import { matchesSearch } from '../../../lib/search';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOrganisationSession } from '../../../lib/use-organisation-session';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useResendInvitation } from '../api/resend-invitation';
import { invitationColumns } from './invitation-columns';
import { inviteeLabel } from './invitation-labels';
import { INVITATION_VARIANTS, type TInvitationsVariant } from './invitation-variants';
import { InviteUserDialog } from './invite-user-dialog';

/** "Select All" plus the role types the list holds, by name. */
function roleOptionsOf(invitations: readonly TInvitation[]): FilterOption<string>[] {
  return [...new Set(invitations.map((invitation) => invitation.roleType))]
    .sort((a, b) => a.localeCompare(b))
    .map((roleType) => ({ value: roleType, label: roleType }));
}

/**
 * Spec §2 screens 5 and 6, one list for both: the organisation's invitations (newest first), a
 * search by invitee name, a role filter, Invite User, and Cancel / Resend on the rows.
 */
export function InvitationsList({ variant }: { variant: TInvitationsVariant }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { organisationDid } = useOrganisationSession();
  const invitations = useQuery(INVITATION_VARIANTS[variant].listQueryOptions(organisationDid));
  const all = useMemo(() => invitations.data ?? [], [invitations.data]);

  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim());
  const roleOptions = useMemo(() => roleOptionsOf(all), [all]);
  const [chosenRole, setChosenRole] = useState<string>(ALL);
  // A role whose last invitation went away is no longer offered: the list shows all roles again.
  const role = roleOptions.some((option) => option.value === chosenRole) ? chosenRole : ALL;
  const rows = useMemo(
    () =>
      all.filter(
        (invitation) =>
          matchesSearch(inviteeLabel(invitation), name) && (role === ALL || invitation.roleType === role),
      ),
    [all, name, role],
  );

  const [inviting, setInviting] = useState(false);
  const [cancelling, setCancelling] = useState<TInvitation | null>(null);
  const failed = (error: Error) => enqueueSnackbar(error.message, { variant: 'error' });
  const cancel = useCancelInvitation({
    onSuccess: () => {
      setCancelling(null);
      enqueueSnackbar(t('invitations.toast.cancelled'), { variant: 'success' });
    },
    onError: (error) => {
      setCancelling(null);
      failed(error);
    },
  });
  const resend = useResendInvitation({
    onSuccess: () => enqueueSnackbar(t('invitations.toast.resent'), { variant: 'success' }),
    onError: failed,
  });

  const columns = invitationColumns(t, {
    busy: cancel.isPending || resend.isPending,
    onCancel: setCancelling,
    onResend: (invitation) => resend.mutate(invitation.invitationCode),
  });

  return (
    <ListPage
      title={t('invitations.title')}
      actions={
        <Button variant="contained" startIcon={<PersonAddAltOutlined />} onClick={() => setInviting(true)}>
          {t('invitations.inviteUser')}
        </Button>
      }
      search={{ value: search, onChange: setSearch, label: t('invitations.search') }}
      filters={
        <SelectFilter
          label={t('invitations.roleFilter')}
          value={role}
          options={roleOptions}
          onChange={setChosenRole}
        />
      }
      error={invitations.error}
    >
      <DataTable
        aria-label={t('invitations.title')}
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.invitationCode}
        getRowTestId={() => 'invitation-row'}
        emptyText={invitations.isLoading ? t('app.loading') : undefined}
      />
      {inviting && <InviteUserDialog variant={variant} onClose={() => setInviting(false)} />}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('invitations.cancelDialog.title')}
        message={t('invitations.cancelDialog.message')}
        confirmLabel={t('invitations.cancelDialog.confirm')}
        confirmColor="error"
        busy={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => cancelling && cancel.mutate(cancelling.invitationCode)}
      />
    </ListPage>
  );
}
