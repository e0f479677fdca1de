import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useValidationMessage } from '../../lib/i18n';

type TBoundProps = 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText';

/** What a form control takes: its input's props, less what react-hook-form supplies, plus the name and control. */
export type ControlledFieldProps<Props, Values extends FieldValues> = Omit<Props, TBoundProps> & {
  name: FieldPath<Values>;
  control: Control<Values>;
};

/**
 * The forms convention in one place: the field bound to react-hook-form, and its error state with
 * the zod message translated from the `validation` namespace (in the current language).
 */
export function useControlledField<Values extends FieldValues>(
  name: FieldPath<Values>,
  control: Control<Values>,
) {
  const { field, fieldState } = useController({ name, control });
  const translateMessage = useValidationMessage();
  return { field, error: !!fieldState.error, helperText: translateMessage(fieldState.error?.message) };
}

interface BoundField {
  /** The value is whatever the form holds at `name`: each control narrows it for its input. */
  field: Omit<ControllerRenderProps<FieldValues>, 'value'> & { value: unknown };
  error: boolean;
  helperText: string | undefined;
}

/** A form control from its input: `render` gets the bound field and the input's own props. */
export function controlledField<Props>(
  render: (bound: BoundField, props: Omit<Props, TBoundProps>) => ReactNode,
) {
  return function ControlledField<Values extends FieldValues>({
    name,
    control,
    ...props
  }: ControlledFieldProps<Props, Values>) {
    const bound = useControlledField(name, control);
    return render(bound, props as Omit<Props, TBoundProps>);
  };
}
