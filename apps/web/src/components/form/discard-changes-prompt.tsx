import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../confirm-dialog';

interface DiscardChangesPromptProps {
  /** Whether leaving now would lose typed input: asked when the person leaves, so always current. */
  hasChanges: () => boolean;
}

/**
 * Asks before a screen with typed input is left — a link, Cancel, the browser's Back — and lets
 * the browser ask before a reload or a closed tab.
 */
export function DiscardChangesPrompt({ hasChanges }: DiscardChangesPromptProps) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasChanges(),
  );

  useEffect(() => {
    const askFirst = (event: BeforeUnloadEvent) => {
      if (hasChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, [hasChanges]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('form.discard.title')}
      message={t('form.discard.message')}
      confirmLabel={t('form.discard.confirm')}
      confirmColor="error"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
