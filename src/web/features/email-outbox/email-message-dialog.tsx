import '@/i18n/email';
import type { EmailMessageDetail } from '@common/contracts/email-outbox';
import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { emailOutboxKeys, getEmailMessage } from './api';
import { STATUS_BADGE } from './status-badge';

type Props = {
  messageId: string | null;
  onOpenChange: (open: boolean) => void;
  onResend: (id: string) => void;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-ink-muted text-xs">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

function Details({ message, onResend }: { message: EmailMessageDetail; onResend: () => void }) {
  const { t, i18n } = useTranslation('email');
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label={t('management.detail.recipient')}>{message.to}</Fact>
        <Fact label={t('management.detail.status')}>
          <Badge variant={STATUS_BADGE[message.status]}>
            {t(`management.statuses.${message.status}`)}
          </Badge>
        </Fact>
        <Fact label={t('management.detail.subject')}>{message.subject}</Fact>
        <Fact label={t('management.detail.template')}>
          {message.templateKey ?? t('management.noTemplate')}
        </Fact>
        <Fact label={t('management.detail.attempts')}>{message.attempts}</Fact>
        <Fact label={t('management.detail.created')}>{when(message.createdAt)}</Fact>
        <Fact label={t('management.detail.lastAttempt')}>{when(message.lastAttemptAt)}</Fact>
        <Fact label={t('management.detail.nextAttempt')}>{when(message.nextAttemptAt)}</Fact>
        <Fact label={t('management.detail.sentAt')}>{when(message.sentAt)}</Fact>
        <Fact label={t('management.detail.providerId')}>
          <span className="font-mono text-xs">{message.providerId ?? '—'}</span>
        </Fact>
        {message.resendOf ? (
          <Fact label={t('management.detail.resendOf')}>
            <span className="font-mono text-xs">{message.resendOf}</span>
          </Fact>
        ) : null}
      </dl>
      {message.error ? (
        <div className="grid gap-1">
          <span className="text-ink-muted text-xs">{t('management.detail.lastError')}</span>
          <pre className="max-h-32 overflow-auto whitespace-pre-wrap rounded-md bg-danger-soft p-2 text-red-900 text-xs">
            {message.error}
          </pre>
        </div>
      ) : null}
      <Tabs defaultValue="html">
        <TabsList>
          <TabsTrigger value="html">{t('management.detail.html')}</TabsTrigger>
          <TabsTrigger value="text">{t('management.detail.text')}</TabsTrigger>
        </TabsList>
        <TabsContent value="html">
          {/* sandbox="": no scripts, no same origin, no forms, no navigation of the app. */}
          <iframe
            title={t('management.detail.previewLabel')}
            sandbox=""
            srcDoc={message.html}
            className="h-80 w-full rounded-md border border-border bg-white"
          />
        </TabsContent>
        <TabsContent value="text">
          <pre className="max-h-80 overflow-auto whitespace-pre-wrap rounded-md border border-border bg-canvas p-3 text-sm">
            {message.text}
          </pre>
        </TabsContent>
      </Tabs>
      <div className="flex justify-end">
        <Button onClick={onResend} disabled={message.status === 'sending'}>
          <RotateCw />
          {t('management.resend')}
        </Button>
      </div>
    </div>
  );
}

/** One message of the outbox: facts, the last error, the HTML in a sandboxed frame, the text. */
export function EmailMessageDialog({ messageId, onOpenChange, onResend }: Props) {
  const { t } = useTranslation('email');
  const query = useQuery({
    queryKey: emailOutboxKeys.message(messageId ?? ''),
    queryFn: () => getEmailMessage(messageId ?? ''),
    enabled: messageId !== null,
  });
  return (
    <Dialog open={messageId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('management.detail.title')}</DialogTitle>
          <DialogDescription>{query.data?.subject ?? ''}</DialogDescription>
        </DialogHeader>
        {query.isError ? (
          <FormAlert>{errorMessage(query.error, t('management.detail.loadFailed'))}</FormAlert>
        ) : query.data ? (
          <Details message={query.data} onResend={() => onResend(query.data.id)} />
        ) : (
          <Skeleton className="h-80" />
        )}
      </DialogContent>
    </Dialog>
  );
}
