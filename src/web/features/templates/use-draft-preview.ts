// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import {
  type TemplateInput,
  type TemplateValues,
  templatePreviewInputSchema,
} from '@common/contracts/templates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { previewDraft, templatesQueryKey } from './api';

const DELAY_MS = 400;

/**
 * The bank preview of the template being edited: asked again a moment after the subject or a
 * section changes, once the sections are complete enough to send.
 */
export function useDraftPreview(control: Control<TemplateInput, unknown, TemplateValues>) {
  const [subjectId, sections] = useWatch({ control, name: ['subjectId', 'sections'] });
  const draft = JSON.stringify({ subjectId, sections });
  const [settled, setSettled] = useState(draft);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(draft), DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  const parsed = useMemo(
    () => templatePreviewInputSchema.safeParse(JSON.parse(settled)),
    [settled],
  );
  const query = useQuery({
    queryKey: [...templatesQueryKey, 'draft-preview', settled],
    queryFn: ({ signal }) => {
      if (!parsed.success) throw new Error('incomplete draft');
      return previewDraft(parsed.data, signal);
    },
    enabled: parsed.success,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
  return {
    /** The draft has what the preview needs. */
    ready: parsed.success,
    /** The preview shown may be behind the form for a moment. */
    updating: draft !== settled || query.isFetching,
    query,
  };
}
