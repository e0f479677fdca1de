import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { RoleOption } from '../member-roles';

/** The filter's "Select All" value. */
export const ALL_ROLES = '';

interface RoleFilterProps {
  value: string;
  onChange: (code: string) => void;
  roles: readonly RoleOption[];
}

/** "Select All" plus the roles, each by name (spec §2 screens 6 and 7). */
export function RoleFilter({ value, onChange, roles }: RoleFilterProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('members.roleFilter')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 200, width: { xs: '100%', sm: 'auto' } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={ALL_ROLES}>{t('members.selectAll')}</MenuItem>
      {roles.map((role) => (
        <MenuItem key={role.code} value={role.code}>
          {role.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
