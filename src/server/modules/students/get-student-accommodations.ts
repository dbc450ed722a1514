import { eq } from 'drizzle-orm';
import type { Accommodations } from '../../../common/contracts/accommodations';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';
import { loadStudent } from './student-account';

type Row = { extraTimePercent: number; extraBreaks: boolean };

/** The profile's columns as the contract reads them (the check constraint allows 0, 50, 100). */
export function toAccommodations(row: Row): Accommodations {
  const percent = row.extraTimePercent;
  return {
    extraTimePercent: percent === 50 || percent === 100 ? percent : 0,
    extraBreaks: row.extraBreaks,
  };
}

/** An administrator reads a student's accommodations: 404 for an id that is not a student's. */
export async function getStudentAccommodations(
  db: DbOrTx,
  studentId: string,
): Promise<Accommodations> {
  return toAccommodations(await loadStudent(db, studentId));
}

/** The signed-in student's own accommodations (their dashboard, profile and exam pages). */
export async function getOwnAccommodations(db: DbOrTx, userId: string): Promise<Accommodations> {
  const [row] = await db
    .select({ extraTimePercent: profiles.extraTimePercent, extraBreaks: profiles.extraBreaks })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return toAccommodations(row ?? { extraTimePercent: 0, extraBreaks: false });
}
