import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import { AppDialog } from '../../../components/app-dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import {
  createInviteUserSchema,
  INVITATION_LIMITS,
  isDid,
  ROLE_CODES,
  type TInviteUserRequest,
  type TSendInvitationRequest,
} from '@sigil/core';
import { Form, untilSettled } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-text-field';
import { LoadError } from '../../../components/load-error';
import { usePublicConfig } from '../../../lib/public-config';
import { useDidRegistered } from '../api/get-did-registered';
import { useSendInvitation } from '../api/send-invitation';
import { useOrganisationSession } from '../../../lib/use-organisation-session';
import { INVITATION_VARIANTS, type TInvitationsVariant } from './invitation-variants';
import { useRoleChoices, type RoleChoice } from './use-role-choices';

type TInviteUserForm = z.input<ReturnType<typeof createInviteUserSchema>>;

const EMPTY_FORM: TInviteUserForm = { role: '', did: '', name: '', email: '' };

interface InviteUserDialogProps {
  variant: TInvitationsVariant;
  onClose: () => void;
}

/**
 * Spec §5 "Invite user dialog", one for both screens: a role, then a DID for a Machine User or a
 * name and e-mail for any other role. An e-mail invitation is checked first (check-email); its
 * message is a warning and nothing is sent.
 */
export function InviteUserDialog({ variant, onClose }: InviteUserDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const { didMethod } = usePublicConfig();
  const { organisationDid, memberId } = useOrganisationSession();
  const { choices, error: rolesError } = useRoleChoices(variant, organisationDid);
  const schema = useMemo(() => createInviteUserSchema(didMethod), [didMethod]);
  const form = useForm<TInviteUserForm, unknown, TInviteUserRequest>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY_FORM,
  });
  const roleCode = useWatch({ control: form.control, name: 'role' });
  const machineUser = roleCode === ROLE_CODES.machineUser;
  const customRole = choices.find((choice) => choice.code === roleCode)?.custom === true;
  const typedDid = useWatch({ control: form.control, name: 'did' })?.trim() ?? '';
  const { data: didRegistered } = useDidRegistered(
    machineUser && isDid(typedDid, didMethod) ? typedDid : null,
  );

  const send = useSendInvitation({
    onSuccess: (outcome) => {
      if ('refused' in outcome) {
        enqueueSnackbar(outcome.refused, { variant: 'warning' });
        return;
      }
      enqueueSnackbar(t('invitations.toast.invited'), { variant: 'success' });
      onClose();
    },
    onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
  });

  const submit = (values: TInviteUserRequest) => {
    const choice = choices.find((option) => option.code === values.role);
    if (!choice) return;
    // Resolves once the server has answered: the buttons stay disabled until then.
    return untilSettled(send.mutateAsync(requestOf(variant, choice, values, { organisationDid, memberId })));
  };

  return (
    <AppDialog
      open
      onClose={send.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('invitations.dialog.title')}</DialogTitle>
      <DialogContent>
        <LoadError error={rolesError} sx={{ mb: 2 }} />
        <Form
          form={form}
          onSubmit={submit}
          actions={
            <>
              <Button onClick={onClose} disabled={send.isPending}>
                {t('invitations.dialog.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={send.isPending}>
                {t('invitations.dialog.submit')}
              </Button>
            </>
          }
        >
          <FormTextField
            name="role"
            control={form.control}
            label={t('invitations.dialog.role')}
            select
            required
            fullWidth
            margin="dense"
          >
            {choices.map((choice) => (
              <MenuItem key={choice.code} value={choice.code}>
                {choice.roleType}
              </MenuItem>
            ))}
          </FormTextField>
          {customRole && (
            <Typography variant="body2" color="text.secondary">
              {t('invitations.dialog.customRoleCredential')}
            </Typography>
          )}
          {machineUser ? (
            <FormTextField
              name="did"
              control={form.control}
              label={t('invitations.dialog.did')}
              placeholder={t('invitations.dialog.didPlaceholder', { method: didMethod })}
              required
              fullWidth
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', autoComplete: 'off' } }}
            />
          ) : null}
          {machineUser && didRegistered === false && (
            <Alert severity="warning">{t('invitations.dialog.didNotJoined')}</Alert>
          )}
          {machineUser ? null : (
            <>
              <FormTextField
                name="name"
                control={form.control}
                label={t('invitations.dialog.name')}
                required
                fullWidth
                maxLength={INVITATION_LIMITS.name}
                slotProps={{ htmlInput: { autoComplete: 'off' } }}
              />
              <FormTextField
                name="email"
                control={form.control}
                label={t('invitations.dialog.email')}
                type="email"
                required
                fullWidth
                maxLength={INVITATION_LIMITS.email}
                slotProps={{ htmlInput: { autoComplete: 'off' } }}
              />
            </>
          )}
        </Form>
      </DialogContent>
    </AppDialog>
  );
}

/** The body of POST /api/v1/invitations/ for the chosen role (spec §7 "Send invitation payload"). */
function requestOf(
  variant: TInvitationsVariant,
  choice: RoleChoice,
  values: TInviteUserRequest,
  session: { organisationDid: string | null; memberId: string | null },
): TSendInvitationRequest {
  const { invitationType, sendsMembership } = INVITATION_VARIANTS[variant];
  const invitee =
    choice.code === ROLE_CODES.machineUser ? { did: values.did } : { name: values.name, email: values.email };
  const membership = sendsMembership
    ? { organizationDid: session.organisationDid ?? undefined, memberId: session.memberId ?? undefined }
    : {};
  return { invitationType, roleCode: choice.code, roleType: choice.roleType, ...invitee, ...membership };
}
