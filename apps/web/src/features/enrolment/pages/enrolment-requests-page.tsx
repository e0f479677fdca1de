import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import Button, { type ButtonProps } from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ENROLMENT_DECISION_TYPES,
  ENROLMENT_REASON_MAX,
  INVITATION_STATUSES,
  ORGANISATION_FEATURE_CODES,
  type TEnrolmentDecisionType,
  type TEnrolmentRequestItem,
  type TFeatureCode,
  type TInvitationStatus,
} from '@sigil/core';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FeatureChecklist } from '../../../components/feature-checklist';
import { DataTable, dateColumn, type DataTableColumn } from '../../../components/data-table';
import { DidText } from '../../../components/did-text';
import { ListPage } from '../../../components/list-page';
import { useAccess } from '../../../lib/access';
import type { TTranslationKey } from '../../../lib/i18n-keys';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDecideEnrolment } from '../api/decide-enrolment';
import { EnrolmentDetails } from '../components/enrolment-details';
import { useEnrolmentRequests } from '../api/get-enrolment-requests';

const ALL = '';
const EMPTY = '—';

/** Each decision's button, question and toasts; the buttons stand in the order of ENROLMENT_DECISION_TYPES. */
const DECISIONS: Record<
  TEnrolmentDecisionType,
  {
    label: TTranslationKey;
    button: ButtonProps;
    question: TTranslationKey;
    success: TTranslationKey;
    failure: TTranslationKey;
  }
> = {
  approve: {
    label: 'enrolment.approve',
    button: { variant: 'contained' },
    question: 'enrolment.confirm.approve',
    success: 'enrolment.toast.approveSuccess',
    failure: 'enrolment.toast.approveFailed',
  },
  reject: {
    label: 'enrolment.reject',
    button: { variant: 'outlined', color: 'error' },
    question: 'enrolment.confirm.reject',
    success: 'enrolment.toast.rejectSuccess',
    failure: 'enrolment.toast.rejectFailed',
  },
};

/** Spec §2 screen 10, the provider home: review organisation signups. */
export default function EnrolmentRequestsPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const canDecide = useAccess().hasAccess('enrolment:decide');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TInvitationStatus | typeof ALL>(ALL);
  // Spec §5: name and status filters are debounced 500 ms; the name is matched on its trimmed text.
  const orgName = useDebouncedValue(search.trim());
  const debouncedStatus = useDebouncedValue(status);
  const requests = useEnrolmentRequests({ orgName, status: debouncedStatus });
  // A decision cannot be undone: it is asked in a dialog naming the organisation first.
  const [asked, setAsked] = useState<{ row: TEnrolmentRequestItem; type: TEnrolmentDecisionType } | null>(
    null,
  );
  const [reason, setReason] = useState('');
  // An approval grants every organisation feature unless the provider unticks some (decision 0009).
  const [features, setFeatures] = useState<TFeatureCode[]>([...ORGANISATION_FEATURE_CODES]);
  const ask = (row: TEnrolmentRequestItem, type: TEnrolmentDecisionType) => {
    setReason('');
    setFeatures([...ORGANISATION_FEATURE_CODES]);
    setAsked({ row, type });
  };
  const decision = useDecideEnrolment({
    onSuccess: ({ type }) => {
      setAsked(null);
      enqueueSnackbar(t(DECISIONS[type].success), { variant: 'success' });
    },
    onError: ({ type }) => {
      setAsked(null);
      enqueueSnackbar(t(DECISIONS[type].failure), { variant: 'error' });
    },
  });

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
    dateColumn('date', t('enrolment.columns.date'), (row) => row.createdAt),
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
      pinned: true,
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
                onClick={() => ask(row, type)}
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
      title={t('routes.enrolmentRequests')}
      search={{ value: search, onChange: setSearch, label: t('search.orgName') }}
      filters={statusFilter}
      error={requests.error}
    >
      <DataTable
        aria-label={t('routes.enrolmentRequests')}
        columns={columns}
        rows={requests.data ?? []}
        getRowKey={(row) => row.id}
        getRowTestId={() => 'enrollment-row'}
        emptyText={requests.isPending ? t('app.loading') : undefined}
      />
      <ConfirmDialog
        open={asked !== null}
        title={asked ? t(DECISIONS[asked.type].label) : undefined}
        message={asked ? t(DECISIONS[asked.type].question, { orgName: asked.row.orgName }) : ''}
        confirmLabel={asked ? t(DECISIONS[asked.type].label) : undefined}
        confirmColor={asked?.type === 'reject' ? 'error' : 'primary'}
        busy={decision.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked && decision.mutate({ id: asked.row.id, type: asked.type, reason, features })}
      >
        {asked && <EnrolmentDetails request={asked.row} />}
        {asked?.type === 'approve' && (
          <FeatureChecklist value={features} onChange={setFeatures} disabled={decision.isPending} />
        )}
        {asked?.type === 'reject' && (
          <TextField
            label={t('enrolment.confirm.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            helperText={t('enrolment.confirm.reasonHelp', {
              count: reason.length,
              max: ENROLMENT_REASON_MAX,
            })}
            multiline
            minRows={3}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { maxLength: ENROLMENT_REASON_MAX } }}
          />
        )}
      </ConfirmDialog>
    </ListPage>
  );
}
