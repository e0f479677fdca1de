import { useId, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import Button from '@mui/material/Button';
import { AppDialog } from '../app-dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, type FormSubmit } from './form';

interface FormDialogProps<Input extends FieldValues, Output> {
  title: string;
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: FormSubmit<Output>;
  onClose: () => void;
  /** While the answer is awaited: the buttons are disabled and the dialog does not close. */
  busy: boolean;
  cancelLabel: string;
  submitLabel: string;
  /** Text above the fields. */
  intro?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** A form in a dialog named by its title: the fields, then Cancel and the submit button. */
export function FormDialog<Input extends FieldValues, Output>({
  title,
  form,
  onSubmit,
  onClose,
  busy,
  cancelLabel,
  submitLabel,
  intro,
  children,
}: FormDialogProps<Input, Output>) {
  const titleId = useId();
  return (
    <AppDialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {intro}
        <Form
          form={form}
          onSubmit={onSubmit}
          actions={
            <>
              <Button onClick={onClose} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button type="submit" variant="contained" disabled={busy}>
                {submitLabel}
              </Button>
            </>
          }
        >
          {children}
        </Form>
      </DialogContent>
    </AppDialog>
  );
}
