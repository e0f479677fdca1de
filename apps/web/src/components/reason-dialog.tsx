import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import type { z } from 'zod';
import { ConfirmDialog } from './confirm-dialog';

/** A schema for `{ reason }` whose two messages are `required` and `tooLong` (packages/core). */
interface ReasonRule {
  schema: z.ZodType<{ reason: string }, { reason: string }>;
  max: number;
  messages: { required: string; tooLong: string };
}

interface ReasonDialogProps {
  rule: ReasonRule;
  title: string;
  message: string;
  confirmLabel: string;
  confirmColor?: 'primary' | 'error';
  /** For a step that cannot be undone: the name to type, exactly, before it is taken. */
  typeToConfirm?: string;
  /** The step is being sent: both buttons wait. */
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/**
 * Asks for the reason of a step (required, at most `max` characters, checked by the server's own
 * schema) before taking it; the schema's messages are said in the console's language. A step that
 * cannot be undone also asks for its subject's name, typed exactly.
 */
export function ReasonDialog({
  rule,
  title,
  message,
  confirmLabel,
  confirmColor,
  typeToConfirm,
  busy,
  onCancel,
  onConfirm,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(rule.schema),
    defaultValues: { reason: '' },
  });
  const { field, fieldState } = useController({ name: 'reason', control: form.control });
  const [typed, setTyped] = useState('');
  const [mistyped, setMistyped] = useState(false);
  const confirm = form.handleSubmit(({ reason }) => {
    if (typeToConfirm !== undefined && typed.trim() !== typeToConfirm) {
      setMistyped(true);
      return;
    }
    onConfirm(reason);
  });
  const error = fieldState.error?.message;
  const said =
    error === rule.messages.required
      ? t('reasonDialog.required')
      : error === rule.messages.tooLong
        ? t('reasonDialog.tooLong', { max: rule.max })
        : error;

  return (
    <ConfirmDialog
      open
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      confirmColor={confirmColor}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => void confirm()}
    >
      <TextField
        {...field}
        label={t('reasonDialog.reason')}
        required
        error={!!error}
        helperText={said ?? t('reasonDialog.counter', { count: field.value.length, max: rule.max })}
        multiline
        minRows={3}
        fullWidth
        margin="normal"
        slotProps={{ htmlInput: { maxLength: rule.max, 'data-testid': 'reason' } }}
      />
      {typeToConfirm !== undefined && (
        <TextField
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setMistyped(false);
          }}
          label={t('reasonDialog.typeToConfirm', { name: typeToConfirm })}
          required
          error={mistyped}
          helperText={mistyped ? t('reasonDialog.mistyped') : undefined}
          fullWidth
          margin="normal"
          autoComplete="off"
          slotProps={{ htmlInput: { 'data-testid': 'type-to-confirm' } }}
        />
      )}
    </ConfirmDialog>
  );
}
