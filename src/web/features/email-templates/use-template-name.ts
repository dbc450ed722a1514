import '@/i18n/email';
import { useTranslation } from 'react-i18next';

/** A template's human name and description; a key without strings reads as itself. */
export function useTemplateName() {
  const { t } = useTranslation('email');
  return {
    name: (key: string) =>
      t(`templates.names.${key}` as 'templates.names.welcome', { defaultValue: key }),
    description: (key: string) =>
      t(`templates.descriptions.${key}` as 'templates.descriptions.welcome', { defaultValue: '' }),
  };
}
