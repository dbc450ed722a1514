import { SettingsPage } from '@/features/account/settings-page';

export function Component() {
  return <SettingsPage />;
}
