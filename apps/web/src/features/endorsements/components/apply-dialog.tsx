import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import { AppDialog } from '../../../components/app-dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  fieldsToZod,
  schemeFieldDefinitions,
  type TEndorsableAccount,
  type TFieldDefinition,
} from '@sigil/core';
import { FieldRenderer } from '../../../components/form/field-renderer';
import { Form, untilSettled } from '../../../components/form/form';
import { ServerError } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config';
import { useRequestEndorsement } from '../api/request-endorsement';

type TScheme = TEndorsableAccount['schemes'][number];

interface ApplyDialogProps {
  account: TEndorsableAccount;
  onClose: () => void;
}

/**
 * Apply to one of an organisation's roles (docs/architecture.md, Membership requests): the role,
 * picked when there are several, then its fields, validated by the schema the server uses too
 * (fieldsToZod); a required field left empty is flagged and nothing is sent (spec §5).
 */
export function ApplyDialog({ account, onClose }: ApplyDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const only = account.schemes.length === 1 ? account.schemes[0] : undefined;
  const [schemeId, setSchemeId] = useState(only?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [roleMissing, setRoleMissing] = useState(false);
  const scheme = account.schemes.find((candidate) => candidate.id === schemeId) ?? null;

  return (
    <AppDialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t('endorsements.apply.title', { organization: account.BusinessName || account.AccountName })}
      </DialogTitle>
      <DialogContent>
        {account.schemes.length > 1 ? (
          <TextField
            select
            required
            fullWidth
            margin="dense"
            label={t('endorsements.apply.role')}
            value={schemeId}
            onChange={(event) => setSchemeId(event.target.value)}
            error={roleMissing && !scheme}
            helperText={roleMissing && !scheme ? t('endorsements.apply.roleRequired') : undefined}
            disabled={busy}
            slotProps={{ htmlInput: { 'data-testid': 'schemeId' } }}
            sx={{ mb: 2 }}
          >
            {account.schemes.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.schemeName}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('endorsements.apply.roleOnly', { role: scheme?.schemeName ?? '' })}
          </Typography>
        )}
        {/* A new role is a new form: the values of another role's fields are not carried over. */}
        <ApplyForm
          key={schemeId}
          organisationDid={account.AccountDid}
          scheme={scheme}
          onRoleMissing={() => setRoleMissing(true)}
          onBusyChange={setBusy}
          onClose={onClose}
        />
      </DialogContent>
    </AppDialog>
  );
}

interface ApplyFormProps {
  organisationDid: string;
  /** The role chosen; null while none is. */
  scheme: TScheme | null;
  onRoleMissing: () => void;
  onBusyChange: (busy: boolean) => void;
  onClose: () => void;
}

/** The chosen role's fields and Send (Cancel): POST { schemeId, values }. */
function ApplyForm({ organisationDid, scheme, onRoleMissing, onBusyChange, onClose }: ApplyFormProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { didMethod } = usePublicConfig();
  const fields = useMemo(() => schemeFieldDefinitions(scheme?.fields ?? []), [scheme]);
  const schema = useMemo(() => fieldsToZod(fields, didMethod), [fields, didMethod]);
  const defaultValues = useMemo(() => Object.fromEntries(fields.map((field) => [field.name, ''])), [fields]);
  const form = useForm<FieldValues, unknown, Record<string, unknown>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });
  const { setError } = form;

  const send = useRequestEndorsement({
    onSuccess: () => {
      enqueueSnackbar(t('endorsements.apply.sent'), { variant: 'success' });
      onClose();
    },
    onError: (error) => {
      if (!showOnFields(error, fields, setError)) enqueueSnackbar(error.message, { variant: 'error' });
    },
  });

  const submit = async (values: Record<string, unknown>) => {
    if (!scheme) {
      onRoleMissing();
      return;
    }
    onBusyChange(true);
    // Resolves once the server has answered: the buttons stay disabled until then.
    await untilSettled(
      send.mutateAsync({ organisationDid, request: { schemeId: scheme.id, values: textValues(values) } }),
    );
    onBusyChange(false);
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose} disabled={send.isPending}>
            {t('endorsements.apply.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {t('endorsements.apply.send')}
          </Button>
        </>
      }
    >
      {scheme &&
        (fields.length > 0 ? (
          <FieldRenderer fields={fields} control={form.control} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('endorsements.apply.noFields')}
          </Typography>
        ))}
    </Form>
  );
}

/** The parsed values as the request carries them: text, one per field that has a value. */
export function textValues(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([name, value]) => [name, typeof value === 'string' ? value : String(value as number | boolean)]),
  );
}

/**
 * The server's field messages on the fields they name ('values.<field>' or '<field>'); false when it
 * named none of them (the message is then toasted).
 */
function showOnFields(
  error: Error,
  fields: readonly TFieldDefinition[],
  setError: ReturnType<typeof useForm>['setError'],
): boolean {
  if (!(error instanceof ServerError) || !error.fields) return false;
  const names = new Set(fields.map((field) => field.name));
  let shown = false;
  for (const [path, message] of Object.entries(error.fields)) {
    const name = path.startsWith('values.') ? path.slice('values.'.length) : path;
    if (!names.has(name)) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
