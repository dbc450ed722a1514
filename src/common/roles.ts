export const ROLES = ['student', 'affiliate', 'admin', 'inactive'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that own an area of the web app (inactive users only see /inactive). */
export type AreaRole = Exclude<Role, 'inactive'>;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Where a signed-in user belongs: the spec sends a missing role to the student dashboard. */
export function homePathFor(role: string | null | undefined): string {
  if (role === 'inactive') return '/inactive';
  if (role === 'admin' || role === 'affiliate' || role === 'student') return `/${role}/dashboard`;
  return '/student/dashboard';
}
