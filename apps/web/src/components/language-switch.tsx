import { useTranslation } from 'react-i18next';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SUPPORTED_LANGUAGES, type TLanguage } from '@sigil/core';

/**
 * EN | DE. The choice is stored under localStorage 'language' and sets <html lang> (lib/i18n).
 * Each button's accessible name starts with what it shows ('DE – Deutsch'), so speech input
 * ("click DE") and screen readers agree with the screen.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;

  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      aria-label={t('language.label')}
      onChange={(_event, language: TLanguage | null) => {
        if (language) void i18n.changeLanguage(language);
      }}
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <ToggleButton
          key={language}
          value={language}
          aria-label={t('language.option', {
            short: t(`language.short.${language}`),
            name: t(`language.${language}`),
          })}
          lang={language}
        >
          {t(`language.short.${language}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
