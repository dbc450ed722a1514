import '@/i18n/landing';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { fetchMeQuietly, homePath, isSignedOutState, meQueryKey } from '@/features/auth/session';
import { enhancePublicPage } from '@/features/public-site/enhance-public-page';
import { AboutSection } from '@/features/public-site/landing/about-section';
import { ContactSection } from '@/features/public-site/landing/contact-section';
import { CtaSection } from '@/features/public-site/landing/cta-section';
import { FaqSection } from '@/features/public-site/landing/faq-section';
import { HeroSection } from '@/features/public-site/landing/hero-section';
import { PartnersSection } from '@/features/public-site/landing/partners-section';
import { PricingSection } from '@/features/public-site/landing/pricing-section';
import { ServicesSection } from '@/features/public-site/landing/services-section';
import { TestimonialsSection } from '@/features/public-site/landing/testimonials-section';
import { WhoWeAreSection } from '@/features/public-site/landing/who-we-are-section';
import { PublicPage } from '@/features/public-site/public-page';

/** Session restore on /: a signed-in user goes on to their dashboard (spec section 2). */
function useSessionRestore() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const justSignedOut = isSignedOutState(location.state);
  useEffect(() => {
    if (justSignedOut) return;
    let cancelled = false;
    (async () => {
      const me = await queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: fetchMeQuietly });
      if (me && !cancelled) await navigate(homePath(me), { replace: true });
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [justSignedOut, navigate, queryClient]);
}

function useLandingMeta() {
  const { t } = useTranslation('landing');
  useEffect(() => {
    document.title = t('metaTitle');
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', t('metaDescription'));
  }, [t]);
}

/** The landing page's sections, in the spec's order; shared by the pre-render and the app. */
export function LandingContent() {
  return (
    <PublicPage onLanding>
      <HeroSection />
      <AboutSection />
      <WhoWeAreSection />
      <ServicesSection />
      <TestimonialsSection />
      <PricingSection />
      <FaqSection />
      <ContactSection />
      <PartnersSection />
      <CtaSection />
    </PublicPage>
  );
}

/** `/` inside the app (after signing out): the same page, with its behaviour wired by React. */
export function Component() {
  useLandingMeta();
  useSessionRestore();
  useEffect(() => enhancePublicPage(), []);
  return <LandingContent />;
}
