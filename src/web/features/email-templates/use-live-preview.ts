import type { EmailTemplatePreviewInput, RenderedEmail } from '@common/contracts/email';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api';
import { emailTemplatesQueryKey, previewEmailTemplate } from './api';

const DELAY_MS = 400;

export type LivePreview = {
  /** The latest content that rendered (kept while newer content is refused). */
  rendered: RenderedEmail | undefined;
  /** Why the current content does not render, by part (subject, html, text). */
  problems: Record<string, string> | null;
  /** The preview could not be asked for (network, server). */
  failed: boolean;
  /** The preview shown may be behind the content for a moment. */
  updating: boolean;
};

/**
 * The server's rendering of a template's content with sample values, asked again a moment
 * after the content or the values change; the server is what checks that it renders.
 */
export function useLivePreview(input: EmailTemplatePreviewInput | null): LivePreview {
  const draft = input ? JSON.stringify(input) : '';
  const [settled, setSettled] = useState(draft);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(draft), DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  const query = useQuery({
    queryKey: [...emailTemplatesQueryKey, 'preview', settled],
    queryFn: ({ signal }) =>
      previewEmailTemplate(JSON.parse(settled) as EmailTemplatePreviewInput, signal),
    enabled: settled !== '',
    staleTime: 60_000,
    retry: false,
  });
  const last = useRef<RenderedEmail | undefined>(undefined);
  if (query.data) last.current = query.data;
  const refused = query.isError && isApiError(query.error, 400);
  return {
    rendered: query.data ?? last.current,
    problems: refused && isApiError(query.error) ? withMessage(query.error) : null,
    failed: query.isError && !refused,
    updating: draft !== settled || query.isFetching,
  };
}

function withMessage(error: { fields: Record<string, string>; message: string }) {
  return Object.keys(error.fields).length > 0 ? error.fields : { _: error.message };
}
