import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

/**
 * Reads by visitors (no signed-in user resolved) that succeeded: pages, assets, pricing,
 * health. At a load balancer's or a crowd's rate their lines would be most of the log and a
 * good part of the work; the metrics still count each one.
 */
function routine(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    reply.statusCode < 400 &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.viewer === null
  );
}

/**
 * One line per request, when it is answered (with its method and path, status and time),
 * instead of Fastify's two; routine public reads at debug level only.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (!routine(request, reply)) reply.log.info(line, 'request completed');
    else reply.log.debug(line, 'request completed');
  }
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogMethod = (...args: unknown[]) => void;

/**
 * A request's logger, made when a line is first written at an enabled level: most requests
 * write none, and pino's child (its bindings serialised and redacted) was a tenth of a cheap
 * request's work.
 */
class LazyChild {
  #made: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  get made(): FastifyBaseLogger {
    this.#made ??= this.parent.child(this.bindings);
    return this.#made;
  }

  get level() {
    return (this.#made ?? this.parent).level;
  }

  set level(level: string) {
    this.made.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }

  silent() {}
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }

  private write(level: Level, args: unknown[]) {
    const logger = this.#made ?? this.parent;
    if (!(logger as Logger).isLevelEnabled(level)) return;
    (this.made[level] as LogMethod)(...args);
  }
}

/** Fastify's `childLoggerFactory`; a per-route log level or another logger gets a real child. */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const pino = logger as Logger;
  if (options.level !== undefined || typeof pino.isLevelEnabled !== 'function')
    return logger.child(bindings, options);
  return new LazyChild(pino, bindings) as unknown as FastifyBaseLogger;
}
