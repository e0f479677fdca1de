import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import Button, { type ButtonProps } from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ENROLMENT_DECISION_TYPES,
  formatDateTime,
  INVITATION_STATUSES,
  type TEnrolmentDecisionType,
  type TEnrolmentRequestItem,
  type TInvitationStatus,
} from '@sigil/core';
import { DataTable, dateColumn, type DataTableColumn } from '../../../components/data-table';
import { DidText } from '../../../components/did-text';
import { ListPage } from '../../../components/list-page';
import { useAccess } from '../../../lib/access';
import type { TTranslationKey } from '../../../lib/i18n-keys';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDecideEnrolment } from '../api/decide-enrolment';
import { useEnrolmentRequests } from '../api/get-enrolment-requests';

const ALL = '';
const EMPTY = '—';

/** Each decision's button and toasts; the buttons stand in the order of ENROLMENT_DECISION_TYPES. */
const DECISIONS: Record<
  TEnrolmentDecisionType,
  { label: TTranslationKey; button: ButtonProps; success: TTranslationKey; failure: TTranslationKey }
> = {
  approve: {
    label: 'enrolment.approve',
    button: { variant: 'contained' },
    success: 'enrolment.toast.approveSuccess',
    failure: 'enrolment.toast.approveFailed',
  },
  reject: {
    label: 'enrolment.reject',
    button: { variant: 'outlined', color: 'error' },
    success: 'enrolment.toast.rejectSuccess',
    failure: 'enrolment.toast.rejectFailed',
  },
};

/** Spec §2 screen 10, the provider home: review organisation signups. */
export default function EnrollmentRequestsPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const canDecide = useAccess().hasAccess('enrolment:decide');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TInvitationStatus | typeof ALL>(ALL);
  // Spec §5: name and status filters are debounced 500 ms; the name is matched on its trimmed text.
  const orgName = useDebouncedValue(search.trim());
  const debouncedStatus = useDebouncedValue(status);
  const requests = useEnrolmentRequests({ orgName, status: debouncedStatus });
  const decision = useDecideEnrolment({
    onSuccess: ({ type }) => enqueueSnackbar(t(DECISIONS[type].success), { variant: 'success' }),
    onError: ({ type }) => enqueueSnackbar(t(DECISIONS[type].failure), { variant: 'error' }),
  });
  const decide = (row: TEnrolmentRequestItem, type: TEnrolmentDecisionType) =>
    decision.mutate({ id: row.id, type });

  const columns: DataTableColumn<TEnrolmentRequestItem>[] = [
    { id: 'organization', header: t('enrolment.columns.organization'), render: (row) => row.orgName },
    {
      id: 'requester',
      header: t('enrolment.columns.requester'),
      render: (row) => row.additionalParams.name || EMPTY,
    },
    {
      id: 'requesterDid',
      header: t('enrolment.columns.requesterDid'),
      render: (row) => <DidText did={row.requesterDid} />,
    },
    dateColumn('date', t('enrolment.columns.date'), (row) => formatDateTime(row.createdAt)),
    {
      id: 'did',
      header: t('enrolment.columns.did'),
      render: (row) => <DidText did={row.organisationDid} />,
    },
    {
      id: 'status',
      header: t('enrolment.columns.status'),
      render: (row) => <span data-testid="enrollment-status">{t(`status.${row.status}`)}</span>,
    },
    {
      id: 'actions',
      header: t('enrolment.columns.actions'),
      // Spec §4: only a pending (INVITED) request can be decided.
      render: (row) =>
        canDecide && row.status === 'INVITED' ? (
          <Stack direction="row" spacing={1}>
            {ENROLMENT_DECISION_TYPES.map((type) => (
              <Button
                key={type}
                size="small"
                {...DECISIONS[type].button}
                disabled={decision.isPending}
                onClick={() => decide(row, type)}
              >
                {t(DECISIONS[type].label)}
              </Button>
            ))}
          </Stack>
        ) : null,
    },
  ];

  const statusFilter = (
    <TextField
      select
      size="small"
      label={t('enrolment.statusFilter')}
      value={status}
      onChange={(event) => setStatus(event.target.value as TInvitationStatus | typeof ALL)}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={ALL}>{t('enrolment.selectAll')}</MenuItem>
      {INVITATION_STATUSES.map((value) => (
        <MenuItem key={value} value={value}>
          {t(`status.${value}`)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <ListPage
      title={t('routes.enrollmentRequests')}
      search={{ value: search, onChange: setSearch, label: t('search.orgName') }}
      filters={statusFilter}
      error={requests.error}
    >
      <DataTable
        aria-label={t('routes.enrollmentRequests')}
        columns={columns}
        rows={requests.data ?? []}
        getRowKey={(row) => row.id}
        getRowTestId={() => 'enrollment-row'}
        emptyText={requests.isPending ? t('app.loading') : undefined}
      />
    </ListPage>
  );
}
