import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { AppDialog } from '../../../components/app-dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { encryptKeystore, generateDidKey, type TKeystoreFile } from '@sigil/core';
import { usePublicConfig } from '../../../lib/public-config';
import { useCreateKeyUser } from '../api/create-key-user';
import { KeystoreHandover, type CreatedKeyUser } from './keystore-handover';
import { KeyUserForm, type KeyUserFormValues } from './key-user-form';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * "Create new key user" (docs/architecture.md, Key users): the browser makes a new secp256k1 key
 * and its DID, seals the key in a wallet keystore under the admin's passphrase, registers the
 * public key and the DID, and only then hands the keystore over, once. The server never sees the
 * key nor the passphrase.
 */
export function CreateKeyUserDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const { didMethod } = usePublicConfig();
  const [sealing, setSealing] = useState(false);
  const [created, setCreated] = useState<CreatedKeyUser | null>(null);
  const create = useCreateKeyUser({
    onSuccess: () => enqueueSnackbar(t('members.keyUsers.created'), { variant: 'success' }),
    onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
  });
  const busy = sealing || create.isPending;

  const submit = async ({ name, passphrase }: KeyUserFormValues) => {
    const key = generateDidKey(didMethod);
    let keystore: TKeystoreFile;
    setSealing(true);
    try {
      keystore = await encryptKeystore(key.privateKey, passphrase, { name });
    } catch (error) {
      enqueueSnackbar(errorText(error), { variant: 'error' });
      return;
    } finally {
      // From here on only the sealed copy exists.
      key.privateKey.fill(0);
      setSealing(false);
    }
    await create.mutateAsync({ name, publicKey: key.publicKey, did: key.did }).then(
      (member) => setCreated({ name: member.Name, did: member.MemberDid, keystore }),
      () => undefined,
    );
  };

  // Until the keystore is downloaded, only the dialog's own Close button closes it (no Escape).
  const canDismiss = created ? created.keystore === null : !busy;
  return (
    <AppDialog
      open
      onClose={canDismiss ? onClose : undefined}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>
        {t(created ? 'members.keyUsers.handover.title' : 'members.keyUsers.create')}
      </DialogTitle>
      <DialogContent>
        {created ? (
          <KeystoreHandover
            keyUser={created}
            onDownloaded={() => setCreated({ ...created, keystore: null })}
            onClose={onClose}
          />
        ) : (
          <KeyUserForm onSubmit={submit} onCancel={onClose} busy={busy} />
        )}
      </DialogContent>
    </AppDialog>
  );
}
