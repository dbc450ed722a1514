import type { EmailMessageStatus } from '@common/contracts/email-outbox';
import type { BadgeProps } from '@/components/ui/badge';

export const STATUS_BADGE: Record<EmailMessageStatus, BadgeProps['variant']> = {
  stored: 'neutral',
  queued: 'accent',
  sending: 'primary',
  sent: 'success',
  failed: 'danger',
};
