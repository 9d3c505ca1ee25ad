import type { FastifyInstance } from 'fastify';

/** Raised when a port of the stack is taken: its message says which and what to do, in both languages. */
export class PortBusyError extends Error {
  readonly code = 'PORT_BUSY';
  readonly port: number;
  constructor(port: number, role: string, options?: ErrorOptions) {
    super(
      `Le port ${port} (${role}) est déjà utilisé : arrêtez l'autre processus ou choisissez un autre port ` +
        `(variables PORTAIL_*_PORT). / Port ${port} (${role}) is already in use: stop the other process ` +
        `or pick another port (PORTAIL_*_PORT variables).`,
      options,
    );
    this.name = 'PortBusyError';
    this.port = port;
  }
}

export async function listenOn(
  app: FastifyInstance,
  port: number,
  host: string,
  role: string,
): Promise<void> {
  try {
    await app.listen({ port, host });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortBusyError(port, role);
    throw error;
  }
}
