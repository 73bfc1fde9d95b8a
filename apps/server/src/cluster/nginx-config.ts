/**
 * The nginx configuration of the one-machine topology (`npm run cluster`), made from the
 * production site in deploy/nginx: its `map` block as it is, its `upstream` with the instances'
 * addresses replaced by the local ones, and its snippets (limits per address, proxying)
 * included unchanged.
 * What the cluster suite tests is therefore what an operator installs, TLS aside.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const deployNginxDir = fileURLToPath(new URL('../../../../deploy/nginx', import.meta.url));
const siteFile = path.join(deployNginxDir, 'solace.conf');
const proxySnippet = path.join(deployNginxDir, 'solace-proxy.conf');
const limitsSnippet = path.join(deployNginxDir, 'solace-limits.conf');

/** A top-level block of the site (`map ... {`, `upstream solace {`) up to its closing brace. */
function blockOf(site: string, opening: RegExp): string {
  const start = site.search(opening);
  const end = site.indexOf('\n}', start);
  if (start < 0 || end < 0) throw new Error(`${siteFile} has no block matching ${opening}`);
  return site.slice(start, end + 2);
}

/** The upstream with its `server` lines replaced: the same options, these ports on loopback. */
function localUpstream(site: string, ports: number[]): string {
  const upstream = blockOf(site, /^upstream solace \{/m);
  const servers = [...upstream.matchAll(/^ *server [^ ;\n]+( [^;\n]*)?;$/gm)];
  const options = servers[0]?.[1] ?? '';
  const local = ports.map((port) => `    server 127.0.0.1:${port}${options};`).join('\n');
  const withoutServers = upstream.replace(/^ *server [^\n]*;\n/gm, '');
  return withoutServers.replace(/\n\}$/, `\n${local}\n}`);
}

export interface LocalNginx {
  /** The prefix directory: pid, logs and temporary files go here. */
  dir: string;
  port: number;
  instancePorts: number[];
}

/** nginx.conf for `nginx -p dir -c dir/nginx.conf`, run as the current user. */
export function localNginxConfig({ dir, port, instancePorts }: LocalNginx): string {
  const site = fs.readFileSync(siteFile, 'utf8');
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
  return `# Made by apps/server/src/cluster/nginx-config.ts from deploy/nginx/solace.conf.
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events {
    # Two connections for each request passed on: room for the cluster suite's floods (500 at once).
    worker_connections 4096;
}
http {
    access_log ${path.join(dir, 'access.log')};
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}

${blockOf(site, /^map \$http_upgrade/m)}

include ${limitsSnippet};

${localUpstream(site, instancePorts)}

server {
    listen 127.0.0.1:${port};
    server_name localhost;
    include ${proxySnippet};
}
}
`;
}
