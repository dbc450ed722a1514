import '@/i18n/affiliate';
import type { CommissionStatus } from '@common/contracts/affiliates';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';

export const COMMISSION_BADGE: Record<CommissionStatus, BadgeProps['variant']> = {
  pending: 'accent',
  approved: 'primary',
  paid: 'success',
  cancelled: 'neutral',
};

export function CommissionStatusBadge({ status }: { status: CommissionStatus }) {
  const { t } = useTranslation('affiliate');
  return <Badge variant={COMMISSION_BADGE[status]}>{t(`status.${status}`)}</Badge>;
}
