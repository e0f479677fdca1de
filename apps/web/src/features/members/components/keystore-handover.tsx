import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { KEYSTORE_FORMAT, type TKeystoreFile } from '@sigil/core';
import { offerDownload } from '../../../lib/offer-download';

export interface CreatedKeyUser {
  name: string;
  did: string;
  /** Null once downloaded: the console keeps no copy to offer again. */
  keystore: TKeystoreFile | null;
}

interface KeystoreHandoverProps {
  keyUser: CreatedKeyUser;
  onDownloaded: () => void;
  onClose: () => void;
}

/**
 * The new key user's DID and its keystore, downloadable once. Close before the download asks
 * first: the key would be lost for good.
 */
export function KeystoreHandover({ keyUser, onDownloaded, onClose }: KeystoreHandoverProps) {
  const { t } = useTranslation();
  const { keystore } = keyUser;
  const [confirmingClose, setConfirmingClose] = useState(false);
  const download = () => {
    if (!keystore) return;
    offerDownload(KEYSTORE_FORMAT.fileName, `${JSON.stringify(keystore, null, 2)}\n`);
    onDownloaded();
  };

  return (
    <Stack spacing={2}>
      <Typography>{t('members.keyUsers.handover.registered', { name: keyUser.name })}</Typography>
      <Box
        component="code"
        data-testid="key-user-did"
        sx={{
          fontFamily: 'monospace',
          overflowWrap: 'anywhere',
          bgcolor: 'action.hover',
          p: 1,
          borderRadius: 1,
        }}
      >
        {keyUser.did}
      </Box>
      {keystore ? (
        <Alert severity="warning">
          {t('members.keyUsers.handover.keepIt', { file: KEYSTORE_FORMAT.fileName })}
        </Alert>
      ) : (
        <Alert severity="success" role="status">
          {t('members.keyUsers.handover.downloaded', { file: KEYSTORE_FORMAT.fileName })}
        </Alert>
      )}
      {keystore && confirmingClose && (
        <Alert
          severity="error"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => setConfirmingClose(false)}>
                {t('members.keyUsers.handover.back')}
              </Button>
              <Button color="inherit" size="small" onClick={onClose}>
                {t('members.keyUsers.handover.closeAnyway')}
              </Button>
            </Stack>
          }
        >
          {t('members.keyUsers.handover.closeWithoutKeystore', { file: KEYSTORE_FORMAT.fileName })}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          onClick={keystore ? () => setConfirmingClose(true) : onClose}
          variant={keystore ? 'text' : 'contained'}
          disabled={Boolean(keystore) && confirmingClose}
        >
          {t('members.keyUsers.handover.close')}
        </Button>
        {keystore && (
          <Button variant="contained" startIcon={<DownloadOutlined />} onClick={download} autoFocus>
            {t('members.keyUsers.handover.download', { file: KEYSTORE_FORMAT.fileName })}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
