import { ProfilePage } from '@/features/account/profile-page';

export function Component() {
  return <ProfilePage />;
}
