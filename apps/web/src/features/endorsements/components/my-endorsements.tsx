import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { type TEndorsement } from '@sigil/core';
import { DataTable, dateColumn, WRAP_ANYWHERE, type DataTableColumn } from '../../../components/data-table';
import { DidText } from '../../../components/did-text';
import { LoadError } from '../../../components/load-error';
import { offerDownload } from '../../../lib/offer-download';
import { useMyEndorsements } from '../api/get-my-endorsements';
import { toRequestEndorsements } from '../links';
import { CredentialDialog } from './credential-dialog';
import { credentialFileName } from './credential';
import { emptyTextOf } from './empty-text';
import { SectionCard } from './section-card';
import { CredentialStatusChip } from '../../../components/endorsement-chips';

/**
 * 'My Endorsements' (spec §2 screen 9): the credentials the signed-in DID holds — organisation,
 * role, when issued, Valid or Revoked — each to view (decoded), copy or download as a .jwt file;
 * and the way to Request Endorsements.
 */
export function MyEndorsements({ did }: { did: string | null }) {
  const { t } = useTranslation();
  const endorsements = useMyEndorsements(did);
  const [viewed, setViewed] = useState<TEndorsement | null>(null);

  const columns: DataTableColumn<TEndorsement>[] = [
    {
      id: 'organization',
      header: t('endorsements.mine.columns.organization'),
      render: (row) => (
        <Stack sx={{ minWidth: 0 }}>
          <span>{row.organizationName}</span>
          <Typography variant="caption" color="text.secondary" component="span">
            <DidText did={row.organizationDid} />
          </Typography>
        </Stack>
      ),
      cellSx: WRAP_ANYWHERE,
    },
    {
      id: 'role',
      header: t('endorsements.mine.columns.role'),
      render: (row) => row.roleType,
      cellSx: WRAP_ANYWHERE,
    },
    dateColumn('issued', t('endorsements.mine.columns.issued'), (row) => row.issuedAt),
    {
      id: 'status',
      header: t('endorsements.mine.columns.status'),
      render: (row) => <CredentialStatusChip status={row.status} />,
    },
    {
      id: 'actions',
      pinned: true,
      header: t('endorsements.mine.columns.actions'),
      render: (row) => <EndorsementActions endorsement={row} onView={() => setViewed(row)} />,
      cellSx: { whiteSpace: 'nowrap' },
    },
  ];

  return (
    <SectionCard
      id="my-endorsements"
      title={t('endorsements.mine.title')}
      actions={
        <Button
          component={RouterLink}
          to={toRequestEndorsements().to}
          variant="contained"
          startIcon={<AddOutlined />}
        >
          {t('endorsements.requestEndorsements')}
        </Button>
      }
    >
      <LoadError error={endorsements.error} sx={{ mb: 2 }} />
      <DataTable
        aria-label={t('endorsements.mine.title')}
        columns={columns}
        rows={endorsements.data ?? []}
        getRowKey={(row) => row.id}
        getRowTestId={() => 'my-endorsement'}
        loading={endorsements.isFetching}
        emptyText={emptyTextOf(endorsements, did, t('app.loading'), t('endorsements.mine.empty'))}
      />
      {viewed && <CredentialDialog endorsement={viewed} offerable onClose={() => setViewed(null)} />}
    </SectionCard>
  );
}

/** View, Copy and Download of one credential, each named after its organisation and role. */
function EndorsementActions({ endorsement, onView }: { endorsement: TEndorsement; onView: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const names = { organization: endorsement.organizationName, role: endorsement.roleType };

  const copy = () =>
    navigator.clipboard.writeText(endorsement.jwt).then(
      () => enqueueSnackbar(t('endorsements.mine.copied'), { variant: 'success' }),
      () => enqueueSnackbar(t('endorsements.mine.copyFailed'), { variant: 'error' }),
    );
  // The file holds the token alone, nothing around it.
  const download = () => offerDownload(credentialFileName(endorsement), endorsement.jwt, 'application/jwt');

  const actions = [
    {
      id: 'view',
      tip: t('endorsements.mine.view'),
      label: t('endorsements.mine.viewLabel', names),
      icon: <VisibilityOutlined fontSize="small" />,
      onClick: onView,
    },
    {
      id: 'copy',
      tip: t('endorsements.mine.copy'),
      label: t('endorsements.mine.copyLabel', names),
      icon: <ContentCopyOutlined fontSize="small" />,
      onClick: () => void copy(),
    },
    {
      id: 'download',
      tip: t('endorsements.mine.download'),
      label: t('endorsements.mine.downloadLabel', names),
      icon: <FileDownloadOutlined fontSize="small" />,
      onClick: download,
    },
  ];

  return (
    <Stack direction="row" gap={0.5}>
      {actions.map(({ id, tip, label, icon, onClick }) => (
        <Tooltip key={id} title={tip} describeChild>
          <IconButton size="small" aria-label={label} onClick={onClick} data-testid={`endorsement-${id}`}>
            {icon}
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
