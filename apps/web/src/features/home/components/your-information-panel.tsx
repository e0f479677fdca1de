import { useTranslation } from 'react-i18next';
import type { TSessionProfile } from '@sigil/core';
import { AvatarFields, HomePanel } from './home-panel';

/** 'Your Information': the individual's name, DID and e-mail from the session profile. */
export function YourInformationPanel({ profile }: { profile: TSessionProfile }) {
  const { t } = useTranslation();
  return (
    <HomePanel id="your-information" title={t('home.yourInformation')}>
      <AvatarFields
        avatar={profile.avatar}
        name={profile.name}
        testIdPrefix="your-information"
        items={[
          { id: 'name', label: t('home.fields.name'), value: profile.name },
          { id: 'did', label: t('home.fields.did'), value: profile.did },
          { id: 'email', label: t('home.fields.email'), value: profile.email },
        ]}
      />
    </HomePanel>
  );
}
