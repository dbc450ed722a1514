import '@/i18n/affiliateAdmin';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AffiliatesPanel } from '@/features/affiliates/admin-affiliates-panel';
import { CommissionsPanel } from '@/features/affiliates/admin-commissions-panel';
import { useDocumentTitle } from '@/lib/use-document-title';

const TABS = ['affiliates', 'commissions'] as const;
type Tab = (typeof TABS)[number];

/**
 * Administrators' affiliate accounts (spec route `affiliate-accounts`): the affiliates with
 * their rates and results, and the commissions to approve and pay. The tab and each tab's
 * filters live in the address.
 */
export function Component() {
  const { t } = useTranslation('affiliateAdmin');
  useDocumentTitle(t('pageTitle'));
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'commissions' ? 'commissions' : 'affiliates';

  return (
    <>
      <PageHeader title={t('title')} description={t('subtitle')} />
      <Tabs
        value={tab}
        // Each tab has its own filters: switching starts from the tab's unfiltered list.
        onValueChange={(value) => setParams(value === 'commissions' ? { tab: 'commissions' } : {})}
      >
        <TabsList aria-label={t('tabs.label')}>
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="affiliates">
          {tab === 'affiliates' ? <AffiliatesPanel /> : null}
        </TabsContent>
        <TabsContent value="commissions">
          {tab === 'commissions' ? <CommissionsPanel /> : null}
        </TabsContent>
      </Tabs>
    </>
  );
}
