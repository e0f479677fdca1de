import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import Stack from '@mui/material/Stack';

interface FormProps<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  /** Called with the values the schema parsed (trimmed, typed). */
  onSubmit: SubmitHandler<Output>;
  /** The fields. */
  children: ReactNode;
  /** The buttons, right-aligned below the fields (Cancel, then the submit button). */
  actions: ReactNode;
}

/**
 * The forms convention: a react-hook-form form validated by a core zod schema, its fields, then
 * its buttons. The browser's own validation is off: the schema's messages are the ones shown.
 */
export function Form<Input extends FieldValues, Output>({
  form,
  onSubmit,
  children,
  actions,
}: FormProps<Input, Output>) {
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <Stack spacing={3}>
        {children}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          {actions}
        </Stack>
      </Stack>
    </form>
  );
}
