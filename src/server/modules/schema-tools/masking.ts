/**
 * Which columns hold authentication secrets, and never leave the server (the table browser,
 * its CSV export and the SQL function tester's audit entries show MASKED_VALUE instead).
 *
 * The rule:
 * 1. By name: a column whose name is, or ends in, one of these words as a whole `_` segment:
 *    password, passwd, secret, token, hash, salt, api_key, private_key (so `password`,
 *    `password_hash`, `token`, `session_token`, `access_token`, `refresh_token`, `id_token`,
 *    `client_secret`; but not `access_token_expires_at`, a date).
 * 2. By table: columns known to carry secrets under harmless names — better-auth's
 *    `verifications.identifier` and `.value` (a reset token is part of the identifier),
 *    `system_settings.value` (the one-time setup token, SMTP credentials) and the outbox's
 *    `email_messages.html` / `.text` (sign-in and reset links).
 * A masked column is not read at all (the query selects a constant), and it can be neither
 * sorted nor filtered, which would leak it one comparison at a time.
 */
const SECRET_NAME = /(^|_)(password|passwd|secret|token|hash|salt|api_key|private_key)$/i;

const SECRET_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  verifications: ['identifier', 'value'],
  verification: ['identifier', 'value'],
  system_settings: ['value'],
  email_messages: ['html', 'text'],
};

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

export function isMaskedColumn(table: string, column: string): boolean {
  return isSecretName(column) || (SECRET_COLUMNS[table]?.includes(column) ?? false);
}
