import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import Button from '@mui/material/Button';
import { Form, type FormSubmit } from '../../../components/form/form';
import { PageSection } from '../../../components/page-section';

interface SettingsSectionProps<Input extends FieldValues, Output> {
  title: string;
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: FormSubmit<Output>;
  busy: boolean;
  children: ReactNode;
}

/** One section of the settings screen: its heading, its fields, and Save. */
export function SettingsSection<Input extends FieldValues, Output>({
  title,
  form,
  onSubmit,
  busy,
  children,
}: SettingsSectionProps<Input, Output>) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <PageSection titleId={titleId} title={title} maxWidth={720}>
      <Form
        form={form}
        onSubmit={onSubmit}
        actions={
          <Button type="submit" variant="contained" disabled={busy}>
            {t('account.save')}
          </Button>
        }
      >
        {children}
      </Form>
    </PageSection>
  );
}
