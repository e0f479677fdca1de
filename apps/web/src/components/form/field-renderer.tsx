import type { Control, FieldValues } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import type { TFieldDefinition } from '@sigil/core';
import { FIELD_COMPONENTS } from './field-components';

interface FieldRendererProps {
  fields: readonly TFieldDefinition[];
  control: Control<FieldValues>;
}

/** User-defined fields (a scheme's), each edited by the control of its kind, two to a row. */
export function FieldRenderer({ fields, control }: FieldRendererProps) {
  return (
    <Grid container spacing={2}>
      {fields.map((field) => {
        const Component = FIELD_COMPONENTS[field.kind];
        return (
          <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
            <Component field={field} control={control} />
          </Grid>
        );
      })}
    </Grid>
  );
}
