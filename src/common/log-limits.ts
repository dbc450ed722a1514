// The limits of a client log entry, apart from their zod schema (contracts/logs.ts) so that the
// web app's error reporter, which loads with every page, does not pull zod in.

/** The most a client entry's `data` may weigh, serialized as JSON (UTF-8 bytes). */
export const CLIENT_LOG_DATA_MAX_BYTES = 4096;
export const CLIENT_LOG_MESSAGE_MAX = 1000;
export const CLIENT_LOG_URL_MAX = 1024;
/** Deeper data is refused: the log viewers show it as a tree, and nothing a client reports needs more. */
export const CLIENT_LOG_DATA_MAX_DEPTH = 10;
