import { z } from 'zod';

/** Every API error has this shape; `fields` maps a field path to its message. */
export const apiErrorSchema = z.object({
  statusCode: z.number(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** On a 500: the id the server logged the failure under, to quote to support. */
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
