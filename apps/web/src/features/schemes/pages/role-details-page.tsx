import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { type TSchemeDetail, type TSchemeEvent, type TSchemeEventAction } from '@sigil/core';
import { DataTable, dateColumn, type DataTableColumn } from '../../../components/data-table';
import { FieldList } from '../../../components/field-list';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access';
import { useScheme } from '../api/get-scheme';
import { ActorText } from '../../../components/actor-text';
import { ACTOR_CELL, TEXT_CELL } from '../components/cells';
import { SchemeDecisions } from '../components/scheme-decisions';
import { SchemeFieldsTable } from '../components/scheme-fields-table';
import { SchemeRecord } from '../components/scheme-record';
import { toManageScheme, toRoleManagement, toSchemes, useRoleIdParam } from '../links';

/** A titled part of the page. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1.5} aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** The role's history, newest first: what happened, who did it, the detail and when. */
function SchemeHistory({ history, label }: { history: readonly TSchemeEvent[]; label: string }) {
  const { t } = useTranslation();
  const columns: DataTableColumn<TSchemeEvent>[] = [
    {
      id: 'action',
      pinned: true,
      header: t('roles.history.action'),
      render: (row) => t(`roles.history.actions.${row.action}`),
    },
    {
      id: 'actor',
      header: t('roles.history.actor'),
      render: (row) => <ActorText actor={row.actor} />,
      cellSx: ACTOR_CELL,
    },
    {
      id: 'detail',
      header: t('roles.history.detail'),
      render: (row) => row.detail || '—',
      cellSx: TEXT_CELL,
    },
    dateColumn('at', t('roles.history.at'), (row) => row.at),
  ];
  return (
    <DataTable
      aria-label={label}
      columns={columns}
      rows={history}
      getRowKey={(row) => row.id}
      getRowTestId={() => 'history-row'}
    />
  );
}

/** The history's actions that make a new version (a check or an approval does not). */
const EDITS: ReadonlySet<TSchemeEventAction> = new Set([
  'CREATED',
  'RENAMED',
  'FIELD_ADDED',
  'FIELD_CHANGED',
  'FIELD_REMOVED',
]);

/** When this version was made: the newest edit in the history (updatedAt moves with a check too). */
const lastEditAt = (scheme: TSchemeDetail) =>
  scheme.history.find((event) => EDITS.has(event.action))?.at ?? null;

function RoleDetails({ scheme }: { scheme: TSchemeDetail }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {scheme.schemeName}
            </Typography>
            <FieldList
              testIdPrefix="role"
              items={[
                { id: 'status', label: t('roles.details.status'), value: t(`roles.status.${scheme.status}`) },
                {
                  id: 'activeStatus',
                  label: t('roles.details.activeStatus'),
                  value: scheme.activeStatus ? t(`roles.activeStatus.${scheme.activeStatus}`) : '',
                },
                { id: 'members', label: t('roles.details.members'), value: scheme.membersCount },
                {
                  id: 'createdBy',
                  label: t('roles.details.createdBy'),
                  value: <ActorText actor={scheme.createdBy} at={scheme.createdAt} />,
                },
                {
                  id: 'editedBy',
                  label: t('roles.details.editedBy'),
                  value: <ActorText actor={scheme.editedBy} at={lastEditAt(scheme)} />,
                },
                {
                  id: 'checkedBy',
                  label: t('roles.details.checkedBy'),
                  value: scheme.checkedBy ? <ActorText actor={scheme.checkedBy} at={scheme.checkedAt} /> : '',
                },
                {
                  id: 'approvedBy',
                  label: t('roles.details.approvedBy'),
                  value: scheme.approvedBy ? (
                    <ActorText actor={scheme.approvedBy} at={scheme.approvedAt} />
                  ) : (
                    ''
                  ),
                },
              ]}
            />
            <SchemeDecisions scheme={scheme} />
          </Stack>
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={3}>
          <Section id="role-fields-title" title={t('roles.details.fields')}>
            <SchemeFieldsTable fields={scheme.fields} label={t('roles.details.fields')} />
          </Section>
          <Section id="role-history-title" title={t('roles.details.history')}>
            <SchemeHistory history={scheme.history} label={t('roles.details.history')} />
          </Section>
        </Stack>
      </Grid>
    </Grid>
  );
}

/** /role-details?id= : one role, its fields and history, and the check or approval it waits for. */
export default function RoleDetailsPage() {
  const { t } = useTranslation();
  const { hasAccess } = useAccess();
  const id = useRoleIdParam();
  const scheme = useScheme(id);
  const isMaker = hasAccess('schemes:create');

  const back = (
    <Button
      component={RouterLink}
      to={(isMaker ? toRoleManagement() : toSchemes()).to}
      startIcon={<ArrowBackOutlined />}
    >
      {t(isMaker ? 'nav.roleManagement' : 'nav.schemes')}
    </Button>
  );
  const manage =
    isMaker && scheme.data && scheme.data.status !== 'DEACTIVATED' ? (
      <Button
        component={RouterLink}
        to={toManageScheme({ id: scheme.data.id }).to}
        variant="contained"
        startIcon={<EditOutlined />}
      >
        {t('roles.details.manage')}
      </Button>
    ) : null;
  const header = (
    <PageHeader
      title={t('routes.roleDetails')}
      actions={
        <>
          {back}
          {manage}
        </>
      }
    />
  );

  return (
    <>
      {header}
      <SchemeRecord id={id} scheme={scheme}>
        {(data) => <RoleDetails scheme={data} />}
      </SchemeRecord>
    </>
  );
}
