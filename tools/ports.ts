export interface Ports {
  portal: number;
  account: number;
  idp: number;
  api: number;
}

const envNames: Record<keyof Ports, string> = {
  portal: 'PORTAIL_PORTAL_PORT',
  account: 'PORTAIL_ACCOUNT_PORT',
  idp: 'PORTAIL_IDP_PORT',
  api: 'PORTAIL_API_PORT',
};

/** Reads the four ports from PORTAIL_*_PORT variables, falling back to the given defaults. */
export function portsFromEnv(env: NodeJS.ProcessEnv, defaults: Ports): Ports {
  const ports = { ...defaults };
  for (const key of Object.keys(envNames) as (keyof Ports)[]) {
    const raw = env[envNames[key]];
    if (raw === undefined || raw === '') continue;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`${envNames[key]} must be a port number between 1 and 65535, not « ${raw} »`);
    }
    ports[key] = port;
  }
  return ports;
}
