import type { Me } from '@common/contracts/account';
import type { Locale } from '@common/locales';
import { englishPathOf, publicPathIn } from '@common/public-pages';
import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { meQueryKey } from '@/features/auth/session';
import { LANGUAGES } from '@/i18n';
import { applyLanguage, currentLanguage, rememberLanguage } from '@/i18n/language-choice';
import { api } from '@/lib/api';
import { cn } from '@/lib/cn';

const otherThan = (language: Locale): Locale => (language === 'en' ? 'ar' : 'en');

/**
 * Switches the interface between English and Arabic. The button names the other language in its
 * own script (and `lang`), so a reader of either finds it; a signed-in user's choice is kept
 * with their account, so it follows them to other devices and into their e-mails.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const target = otherThan(currentLanguage());

  async function choose() {
    setBusy(true);
    try {
      await applyLanguage(target);
      const me = queryClient.getQueryData<Me | null>(meQueryKey);
      if (me) {
        const updated = await api<Me>('/api/account/locale', {
          method: 'PUT',
          body: { locale: target },
        });
        queryClient.setQueryData(meQueryKey, updated);
      }
    } catch {
      toast.error(t('language.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      onClick={() => void choose()}
      loading={busy}
      title={t('language.change')}
    >
      <Languages aria-hidden="true" />
      <span lang={target} dir={LANGUAGES[target].dir}>
        {LANGUAGES[target].name}
      </span>
    </Button>
  );
}

/**
 * On the pre-rendered public pages the switch is a link to the same page in the other language
 * (each language has its own address, for search engines and shared links).
 */
export function PublicLanguageLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  const target = otherThan(currentLanguage());
  return (
    <a
      href={`${publicPathIn(englishPathOf(pathname), target)}${hash}`}
      hrefLang={target}
      lang={target}
      dir={LANGUAGES[target].dir}
      title={t('language.change')}
      data-language-link={target}
      onClick={() => rememberLanguage(target)}
      className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), className)}
    >
      <Languages aria-hidden="true" />
      {LANGUAGES[target].name}
    </a>
  );
}
