import { useRef, type FormEvent, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import Stack from '@mui/material/Stack';

/**
 * Called with the values the schema parsed (trimmed, typed). A handler that sends a change returns
 * its promise: further submits are ignored until it settles. One that sends nothing returns
 * nothing. The type refuses `mutation.mutate(…)`, whose void return would let a double-click's
 * second submit through before the busy button has rendered disabled.
 */
export type FormSubmit<Output> = (values: Output) => Promise<unknown> | undefined;

/**
 * What a `FormSubmit` returns for a mutation's `mutateAsync(…)`: the change's promise, settled
 * either way. It only holds further submits; the mutation's `onError` shows a failure.
 */
export function untilSettled(change: Promise<unknown>): Promise<void> {
  return change.then(
    () => undefined,
    () => undefined,
  );
}

interface FormProps<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: FormSubmit<Output>;
  /** The fields. */
  children: ReactNode;
  /** The buttons, right-aligned below the fields (Cancel, then the submit button). */
  actions: ReactNode;
}

/**
 * The forms convention: a react-hook-form form validated by a core zod schema, its fields, then
 * its buttons. The browser's own validation is off: the schema's messages are the ones shown.
 * A submit while the previous one runs (validation, then `onSubmit`, and the change it returns)
 * is ignored: a double-click sends one request.
 */
export function Form<Input extends FieldValues, Output>({
  form,
  onSubmit,
  children,
  actions,
}: FormProps<Input, Output>) {
  const submitting = useRef(false);
  const submitOnce = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    void form
      .handleSubmit(onSubmit)(event)
      .finally(() => {
        submitting.current = false;
      });
  };
  return (
    <form noValidate onSubmit={submitOnce}>
      <Stack spacing={3}>
        {children}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          {actions}
        </Stack>
      </Stack>
    </form>
  );
}
