import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface RunningMailDev {
  smtpUrl: string;
  webUrl: string;
  stop(): Promise<void>;
}

interface MailDevServer {
  listen(callback: (error?: Error) => void): void;
  close(callback: () => void): void;
}

/** MailDev catches every mail the platform sends; its web UI and REST API (`GET /email`) show them. */
export async function startMailDev(smtpPort: number, webPort: number): Promise<RunningMailDev> {
  const MailDev = require('maildev') as new (options: object) => MailDevServer;
  const server = new MailDev({ smtp: smtpPort, web: webPort, ip: '127.0.0.1', silent: true, disableWeb: false });
  await new Promise<void>((resolve, reject) => server.listen((error) => (error ? reject(error) : resolve())));
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    webUrl: `http://127.0.0.1:${webPort}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
