/** The slice of a pino/Fastify logger the collab server uses. */
export interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Until the plugin is registered (and gets Fastify's logger), warnings and errors go to the console. */
export const consoleLogger: Logger = {
  info() {},
  warn: (object, message) => console.warn(message, object),
  error: (object, message) => console.error(message, object),
};

/** A logger whose target can be switched once Fastify's is known; modules keep the same reference. */
export class LoggerRelay implements Logger {
  constructor(private target: Logger = consoleLogger) {}
  use(target: Logger): void {
    this.target = target;
  }
  info(object: object, message: string): void {
    this.target.info(object, message);
  }
  warn(object: object, message: string): void {
    this.target.warn(object, message);
  }
  error(object: object, message: string): void {
    this.target.error(object, message);
  }
}
