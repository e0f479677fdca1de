import { useMemo, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues } from 'react-hook-form';
import { fieldsToZod, type TFieldDefinition } from '@sigil/core';
import { FieldRenderer } from './field-renderer';
import { Form } from './form';

interface DynamicFormProps {
  fields: readonly TFieldDefinition[];
  /** The DID method of the console (public config), for DID fields. */
  didMethod?: string;
  /** The values as the server will parse them: the same fieldsToZod schema on both sides. */
  onSubmit: (values: Record<string, unknown>) => void;
  actions: ReactNode;
}

/** A form of user-defined fields, validated by fieldsToZod (the server checks the same schema). */
export function DynamicForm({ fields, didMethod, onSubmit, actions }: DynamicFormProps) {
  const schema = useMemo(() => fieldsToZod(fields, didMethod), [fields, didMethod]);
  const defaultValues = useMemo(() => Object.fromEntries(fields.map((field) => [field.name, ''])), [fields]);
  const form = useForm<FieldValues, unknown, Record<string, unknown>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });
  return (
    <Form form={form} onSubmit={onSubmit} actions={actions}>
      <FieldRenderer fields={fields} control={form.control} />
    </Form>
  );
}
