import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { featuresOf, type TOrganisationEvent } from '@sigil/core';
import { ActorText } from '../../../components/actor-text';
import { DataTable, WRAP_ANYWHERE, dateColumn, type DataTableColumn } from '../../../components/data-table';
import { LoadError } from '../../../components/load-error';
import { useOrganisationHistory } from '../api/organisation-lifecycle';

/** Tab "History": the organisation's approval, suspensions, deactivation and feature changes, newest first. */
export function OrganisationHistory({ did }: { did: string }) {
  const { t } = useTranslation();
  const history = useOrganisationHistory(did);
  const columns: DataTableColumn<TOrganisationEvent>[] = [
    dateColumn('at', t('lifecycle.history.when'), (row) => row.at),
    {
      id: 'action',
      header: t('lifecycle.history.action'),
      render: (row) =>
        row.action === 'FEATURES_CHANGED'
          ? `${t('lifecycle.actions.FEATURES_CHANGED')}: ${
              featuresOf(row.features)
                .map((code) => t(`features.${code}.name`))
                .join(', ') || t('features.none')
            }`
          : t(`lifecycle.actions.${row.action}`),
    },
    {
      id: 'by',
      header: t('lifecycle.history.by'),
      render: (row) => <ActorText actor={{ did: row.actorDid, name: row.actorName }} />,
    },
    {
      id: 'reason',
      header: t('lifecycle.history.reason'),
      render: (row) => row.reason ?? '—',
      cellSx: WRAP_ANYWHERE,
    },
  ];
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
        {t('lifecycle.historyTitle')}
      </Typography>
      <LoadError error={history.error} sx={{ mb: 2 }} />
      <DataTable
        aria-label={t('lifecycle.historyTitle')}
        columns={columns}
        rows={history.data ?? []}
        getRowKey={(row) => row.id}
        getRowTestId={() => 'organisation-event-row'}
        emptyText={history.isPending ? t('app.loading') : t('lifecycle.history.empty')}
      />
    </>
  );
}
