import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployNginxDir } from '../cluster/nginx-config';
import { whyNoNginx } from './cluster-scene';

/**
 * The production site of deploy/nginx, as an operator installs it (TLS on a real host name),
 * is a configuration Debian's nginx accepts: checked with `nginx -t` against a throwaway
 * certificate at the paths the site names, the files moved under a temporary directory.
 */
const skipped = whyNoNginx();

/**
 * What `nginx -t` says of `site` placed in a server's http block (nothing when it passes), the
 * files under `dir`.
 */
function nginxTest(dir: string, site: string): string {
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;\nevents {}\nhttp {\n  include ${dir}/site.conf;\n}\n`,
  );
  return execFileSync(
    process.env.NGINX_BIN ?? '/usr/sbin/nginx',
    ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

describe.skipIf(skipped !== undefined)('deploy/nginx/solace.conf', () => {
  it('passes nginx -t with a certificate in place, redirecting plain HTTP to HTTPS', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-nginx-site-'));
    try {
      const cert = path.join(dir, 'fullchain.pem');
      const key = path.join(dir, 'privkey.pem');
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=solace.example.org',
          '-keyout',
          key,
          '-out',
          cert,
        ],
        { stdio: 'ignore' },
      );
      const site = fs
        .readFileSync(path.join(deployNginxDir, 'solace.conf'), 'utf8')
        .replaceAll('/etc/letsencrypt/live/solace.example.org/fullchain.pem', cert)
        .replaceAll('/etc/letsencrypt/live/solace.example.org/privkey.pem', key)
        .replaceAll('/etc/nginx/snippets/', `${deployNginxDir}/`);
      expect(site).toMatch(/return 301 https:\/\/\$server_name\$request_uri;/);
      expect(nginxTest(dir, site)).toBe('');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('passes nginx -t for deploy/compose.yaml (compose.conf), its containers named on loopback', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-nginx-compose-'));
    try {
      // The containers' names resolve only inside compose's network.
      const site = fs
        .readFileSync(path.join(deployNginxDir, 'compose.conf'), 'utf8')
        .replace(/server solace-\d+:3000/g, 'server 127.0.0.1:3000')
        .replace('listen 80;', 'listen 127.0.0.1:8080;')
        .replaceAll('/etc/nginx/snippets/', `${deployNginxDir}/`);
      expect(site).toContain('solace-limits.conf;');
      expect(nginxTest(dir, site)).toBe('');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
