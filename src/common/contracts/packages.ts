import { z } from 'zod';

/** A package as visitors see it on the pricing section and the price list. */
export const publicPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** List price in US dollars. */
  price: z.number(),
  discountPercent: z.number(),
  /** Subjects it unlocks. */
  unlockPoints: z.number().int(),
  /** 0 for the Free Trial, which lasts days (see FREE_TRIAL_DAYS). */
  validityMonths: z.number().int(),
  /** Practice exams included; null = unlimited. */
  examLimit: z.number().int().nullable(),
  isTrial: z.boolean(),
});
export type PublicPackage = z.infer<typeof publicPackageSchema>;

export const publicPackagesSchema = z.object({ packages: z.array(publicPackageSchema) });
export type PublicPackages = z.infer<typeof publicPackagesSchema>;
