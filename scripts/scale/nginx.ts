/**
 * Debian's nginx in front of the instances, configured from deploy/nginx: the proxy rules as they are
 * (mitumba-proxy.conf) and the upstream of mitumba-upstream.conf with its example addresses replaced by the instances'
 * loopback ports. Runs as a child of this process (`daemon off`), in a directory of its own.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { freeLoopbackPort } from '../faults/harness.ts';

const run = promisify(execFile);
export const deployDir = fileURLToPath(new URL('../../deploy/', import.meta.url));
const NGINX = '/usr/sbin/nginx';

export type Nginx = { url: string; errorLog(): Promise<string>; close(): Promise<void> };

/** deploy/nginx/mitumba-upstream.conf with its `server` addresses replaced by `ports` on 127.0.0.1, in order. */
export async function upstreamFor(ports: number[]): Promise<string> {
  const template = await readFile(path.join(deployDir, 'nginx/mitumba-upstream.conf'), 'utf8');
  const servers = template.match(/^\s*server\s+\S+/gm) ?? [];
  if (servers.length !== ports.length) throw new Error(`mitumba-upstream.conf names ${servers.length} servers, the journey runs ${ports.length}`);
  let index = 0;
  return template.replace(/^(\s*server\s+)\S+/gm, (_line, prefix: string) => `${prefix}127.0.0.1:${ports[index++]}`);
}

export async function startNginx(instancePorts: number[]): Promise<Nginx> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mitumba-nginx-'));
  const temp = path.join(dir, 'temp');
  await mkdir(temp);
  // The workers (nobody, when started as root) write request bodies there.
  await chmod(temp, 0o777);
  await chmod(dir, 0o755);
  const port = await freeLoopbackPort();
  await writeFile(path.join(dir, 'upstream.conf'), await upstreamFor(instancePorts));
  await writeFile(path.join(dir, 'nginx.conf'), `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${dir}/upstream.conf;
  server {
    listen 127.0.0.1:${port};
    include ${path.join(deployDir, 'nginx/mitumba-proxy.conf')};
  }
}
`);
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  await run(NGINX, [...args, '-t']);
  const child: ChildProcess = spawn(NGINX, args, { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // nginx answers at once; 502 until an instance is up is fine here, any answer means it listens.
  await waitForListening(url);
  return {
    url,
    errorLog: () => readFile(path.join(dir, 'error.log'), 'utf8').catch(() => ''),
    async close() {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function waitForListening(url: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      await (await fetch(url, { signal: AbortSignal.timeout(1_000) })).arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not listen at ${url}`);
}

/**
 * `nginx -t` on deploy/nginx/mitumba.conf itself (the TLS site an owner installs), with its /etc paths pointed at
 * deploy/, a throwaway certificate and unprivileged ports: the file the guide shows is a valid configuration.
 */
export async function checkSiteConfig(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mitumba-nginx-site-'));
  try {
    await run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=shop.example.co.ke', '-days', '1',
      '-keyout', path.join(dir, 'privkey.pem'), '-out', path.join(dir, 'fullchain.pem')]);
    const [http, https] = [await freeLoopbackPort(), await freeLoopbackPort()];
    const site = (await readFile(path.join(deployDir, 'nginx/mitumba.conf'), 'utf8'))
      .replaceAll('/etc/mitumba/nginx/', path.join(deployDir, 'nginx/'))
      .replaceAll('/etc/letsencrypt/live/shop.example.co.ke/', `${dir}/`)
      .replace(/listen 80;/g, `listen 127.0.0.1:${http};`).replace(/listen \[::\]:80;/g, '')
      .replace(/listen 443 ssl http2;/g, `listen 127.0.0.1:${https} ssl http2;`).replace(/listen \[::\]:443 ssl http2;/g, '');
    await writeFile(path.join(dir, 'site.conf'), site);
    await writeFile(path.join(dir, 'nginx.conf'), `pid ${dir}/nginx.pid;\nevents {}\nhttp {\n  access_log off;\n  include ${dir}/site.conf;\n}\n`);
    await run(NGINX, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

