import type { TFunction } from 'i18next';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import type { FieldTypeOption } from './field-type-options';

/**
 * The options of a field type select: the basic kinds, then the organisation's own types under a
 * heading of their own (issue 44). An array, not a fragment: MUI's Select reads its children's
 * values one by one.
 */
export function fieldTypeMenuItems(options: readonly FieldTypeOption[], t: TFunction) {
  const basic = options.filter((option) => !option.custom);
  const custom = options.filter((option) => option.custom);
  const item = (option: FieldTypeOption) => (
    <MenuItem key={option.value} value={option.value}>
      {option.label}
    </MenuItem>
  );
  return [
    <ListSubheader key="basic-heading">{t('roles.manage.basicKinds')}</ListSubheader>,
    ...basic.map(item),
    ...(custom.length > 0
      ? [
          <ListSubheader key="custom-heading">{t('roles.manage.customTypes')}</ListSubheader>,
          ...custom.map(item),
        ]
      : []),
  ];
}
