/**
 * An address as an affiliate may see it: the first two characters of the local part, then
 * `***@` and the domain (`ahmed@gmail.com` → `ah***@gmail.com`, `a@x.com` → `a***@x.com`).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return `${[...email].slice(0, 2).join('')}***`;
  const local = [...email.slice(0, at)].slice(0, 2).join('');
  return `${local}***@${email.slice(at + 1)}`;
}
