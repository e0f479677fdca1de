import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import {
  INVITATION_LIMITS,
  ROLE_CODES,
  ROLE_TYPES,
  ZUpdateMemberRequest,
  type TMember,
  type TScheme,
} from '@sigil/core';
import { useActiveRoles } from '../../../api/schemes/get-active-roles';
import { Form, untilSettled } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-text-field';
import { LoadError } from '../../../components/load-error';
import { useUpdateMember } from '../api/update-member';
import { toUserManagement } from '../links';
import { distinctRoles, roleCodeOf, roleOptionOf, type RoleOption } from '../member-roles';

/** The request's own rules, less the member's id, which the page adds. */
const ZMemberForm = ZUpdateMemberRequest.omit({ memberId: true });
type TMemberFormInput = z.input<typeof ZMemberForm>;
type TMemberFormValues = z.output<typeof ZMemberForm>;

const MACHINE_USER: RoleOption = { code: ROLE_CODES.machineUser, name: ROLE_TYPES.machineUser };

/**
 * What a user may be given: the organisation's active custom roles (a custom role's code is its id)
 * and Machine User; and the role they hold, should it no longer be active.
 */
function assignableRoles(activeRoles: readonly TScheme[], member: TMember): RoleOption[] {
  const custom = activeRoles.map((scheme) => ({ code: scheme.id, name: scheme.schemeName }));
  return distinctRoles([...custom, MACHINE_USER, roleOptionOf(member)]);
}

interface MemberFormProps {
  member: TMember;
  organisationDid: string;
}

/** Name, Email and Role of a user, saved with PUT …/members/{memberDid}; then back to User Management. */
export function MemberForm({ member, organisationDid }: MemberFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const activeRoles = useActiveRoles(organisationDid);
  const roles = useMemo(() => assignableRoles(activeRoles.data ?? [], member), [activeRoles.data, member]);
  const form = useForm<TMemberFormInput, unknown, TMemberFormValues>({
    resolver: zodResolver(ZMemberForm),
    mode: 'onTouched',
    defaultValues: { name: member.Name, email: member.EmailId, roleCode: roleCodeOf(member) },
  });
  const update = useUpdateMember({
    onSuccess: () => {
      enqueueSnackbar(t('members.manage.updated'), { variant: 'success' });
      void navigate(toUserManagement().to);
    },
    onError: () => enqueueSnackbar(t('members.manage.failed'), { variant: 'error' }),
  });

  // Resolves when the server has answered: Save stays disabled until then.
  const submit = (values: TMemberFormValues) =>
    untilSettled(
      update.mutateAsync({
        organisationDid,
        memberDid: member.MemberDid,
        body: { memberId: member.MemberID, ...values },
      }),
    );

  return (
    <Form
      form={form}
      onSubmit={submit}
      actions={
        <>
          <Button component={RouterLink} to={toUserManagement().to}>
            {t('members.manage.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={form.formState.isSubmitting || update.isPending}
          >
            {t('members.manage.save')}
          </Button>
        </>
      }
    >
      <FormTextField
        name="name"
        control={form.control}
        label={t('members.manage.name')}
        required
        fullWidth
        autoComplete="off"
        maxLength={INVITATION_LIMITS.name}
      />
      <FormTextField
        name="email"
        control={form.control}
        label={t('members.manage.email')}
        type="email"
        fullWidth
        autoComplete="off"
        maxLength={INVITATION_LIMITS.email}
      />
      <FormTextField
        name="roleCode"
        control={form.control}
        label={t('members.manage.role')}
        required
        select
        fullWidth
      >
        {roles.map((role) => (
          <MenuItem key={role.code} value={role.code}>
            {role.name}
          </MenuItem>
        ))}
      </FormTextField>
      <LoadError error={activeRoles.error} />
    </Form>
  );
}
