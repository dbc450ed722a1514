import { z } from 'zod';

export const pageViewSchema = z.object({
  path: z.string().min(1).max(512).regex(/^\//, { error: 'The path must start with /' }),
  title: z.string().max(300).default(''),
  referrer: z.string().max(1024).optional(),
  /** A random id the browser keeps, so visits count without knowing who the visitor is. */
  visitorId: z.string().regex(/^[\w-]{8,64}$/, { error: 'Invalid visitor id' }),
});
export type PageViewInput = z.input<typeof pageViewSchema>;
