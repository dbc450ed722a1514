import type { Accommodations } from '@common/contracts/accommodations';
import { api } from '@/lib/api';

export const accommodationKeys = {
  own: ['student', 'accommodations'] as const,
};

/** The signed-in student's own testing accommodations. */
export const getOwnAccommodations = () => api<Accommodations>('/api/student/accommodations');
