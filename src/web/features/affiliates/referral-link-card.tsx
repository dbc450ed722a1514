import '@/i18n/affiliate';
import { Copy, Download, Link2, Percent, Tag } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast';
import { formatPercent } from '@/lib/format';

type ReferralLinkCardProps = {
  code: string;
  url: string;
  commissionRate: number;
  discountPercent: number;
};

async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Saves the QR code's SVG as a file (a standalone SVG document, fit for print). */
function downloadSvg(svg: SVGSVGElement, filename: string) {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.removeAttribute('class');
  const source = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
  const url = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** The affiliate's code and link to share: copy, QR code (SVG) and its download, and the terms. */
export function ReferralLinkCard({
  code,
  url,
  commissionRate,
  discountPercent,
}: ReferralLinkCardProps) {
  const { t, i18n } = useTranslation('affiliate');
  const lng = i18n.language;
  const qrRef = useRef<SVGSVGElement>(null);
  const linkId = useId();
  const titleId = useId();
  const rate = formatPercent(commissionRate, lng);
  const discount = formatPercent(discountPercent, lng);

  const copy = async (text: string, done: string) => {
    if (await copyText(text)) toast.success(done);
    else toast.error(t('link.copyFailed'));
  };
  const download = () => {
    if (!qrRef.current) {
      toast.error(t('link.downloadFailed'));
      return;
    }
    try {
      downloadSvg(qrRef.current, `tafawuq-referral-${code}.svg`);
      toast.success(t('link.downloaded'));
    } catch {
      toast.error(t('link.downloadFailed'));
    }
  };

  return (
    <Card className="overflow-hidden" aria-labelledby={titleId} role="region">
      <div className="grid gap-6 p-5 sm:p-6 md:grid-cols-[minmax(0,1fr)_auto]">
        <div className="grid min-w-0 content-start gap-5">
          <div className="grid gap-1">
            <h2 id={titleId} className="flex items-center gap-2 font-semibold text-ink text-lg">
              <Link2 className="size-5 text-primary-700" aria-hidden="true" />
              {t('link.title')}
            </h2>
            <p className="text-ink-muted text-sm">{t('link.description', { discount, rate })}</p>
          </div>

          <div className="grid gap-1.5">
            <span className="font-medium text-ink text-sm">{t('link.codeLabel')}</span>
            <div className="flex flex-wrap items-center gap-3">
              <span
                className="rounded-lg border border-primary-200 border-dashed bg-primary-50 px-4 py-1.5 font-bold font-mono text-primary-800 text-xl tracking-widest"
                data-testid="affiliate-code"
              >
                {code}
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void copy(code, t('link.codeCopied'))}
              >
                <Copy />
                {t('link.copyCode')}
              </Button>
            </div>
          </div>

          <div className="grid gap-1.5">
            <Label htmlFor={linkId}>{t('link.linkLabel')}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={linkId}
                readOnly
                value={url}
                dir="ltr"
                onFocus={(event) => event.currentTarget.select()}
                className="min-w-0 font-mono text-sm sm:flex-1"
              />
              <Button onClick={() => void copy(url, t('link.copied'))}>
                <Copy />
                {t('link.copy')}
              </Button>
            </div>
          </div>

          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-3">
              <Percent className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden="true" />
              <dl className="grid">
                <dt className="text-ink-muted text-xs">{t('terms.rate')}</dt>
                <dd className="font-semibold text-ink text-lg tabular-nums">{rate}</dd>
                <dd className="text-ink-muted text-xs">{t('terms.rateHint')}</dd>
              </dl>
            </div>
            <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-3">
              <Tag className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden="true" />
              <dl className="grid">
                <dt className="text-ink-muted text-xs">{t('terms.discount')}</dt>
                <dd className="font-semibold text-ink text-lg tabular-nums">{discount}</dd>
                <dd className="text-ink-muted text-xs">{t('terms.discountHint')}</dd>
              </dl>
            </div>
          </div>
        </div>

        <figure className="m-0 grid justify-items-center gap-3 self-start rounded-xl border border-border bg-white p-4 md:w-56">
          <QRCodeSVG
            ref={qrRef}
            value={url}
            size={176}
            level="M"
            marginSize={2}
            role="img"
            aria-label={t('link.qrAlt', { url })}
            title={t('link.qrAlt', { url })}
            className="h-auto w-44 max-w-full"
          />
          <figcaption className="sr-only">{t('link.qrTitle')}</figcaption>
          <Button variant="secondary" size="sm" onClick={download} className="w-full">
            <Download />
            {t('link.downloadQr')}
          </Button>
        </figure>
      </div>
    </Card>
  );
}
