import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childEnv, startChild, waitForHttp } from '../processes';
import { freePort } from './free-port';

/** Debian's nginx (package nginx-light), which the test runner installs where it is missing. */
export const NGINX_PATH = '/usr/sbin/nginx';

export interface RunningProxy {
  port: number;
  origin(domain: string): string;
  stop(): Promise<void>;
}

/**
 * A reverse proxy in front of several site instances, as a deployment puts one (issue #16: two
 * instances on one database behind a proxy). Round robin over `upstreamPorts`; the Host header and
 * the client's address are passed on, and each answer names the instance that gave it in
 * `X-Upstream` (test-only), so a test can see its requests reach every instance. `port` is
 * chosen first (proxyPort): the instances give it as their public port.
 */
export const proxyPort = freePort;

export async function startNginxProxy(upstreamPorts: number[], port: number): Promise<RunningProxy> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-nginx-'));
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  const config = `
worker_processes 1;
daemon off;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  client_max_body_size 120m;
  upstream halaqa { ${upstreamPorts.map((upstream) => `server 127.0.0.1:${upstream};`).join(' ')} }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://halaqa;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  const configFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(configFile, config);
  const child = startChild(NGINX_PATH, ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', configFile], { cwd: prefix, env: childEnv({}), name: 'nginx' });
  await waitForHttp(`http://127.0.0.1:${port}/`, 15_000);
  return {
    port,
    origin: (domain) => `http://${domain}:${port}`,
    stop: async () => {
      await child.stop();
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
