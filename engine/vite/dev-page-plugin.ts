/**
 * Vite plugin: the dev server (`npm start`) serves one HTML file of the project at a path, read on every request
 * (the operators' reference, docs/reference.html, at /vue/reference). Nothing of it goes into a build.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export interface DevPageOptions {
  /** The path it answers, with the base (`/vue/reference`); a trailing slash or a query is accepted. */
  path: string;
  /** The HTML file, relative to the Vite root. */
  file: string;
}

export function devPagePlugin(opts: DevPageOptions): Plugin {
  let root = process.cwd();
  return {
    name: `dev-page:${opts.path}`,
    apply: 'serve',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!.replace(/\/$/, '');
        if (path !== opts.path || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        readFile(resolve(root, opts.file), 'utf8').then(
          (html) => {
            res.statusCode = 200;
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.end(req.method === 'HEAD' ? undefined : html);
          },
          (e: unknown) => {
            res.statusCode = 404;
            res.setHeader('content-type', 'text/plain; charset=utf-8');
            res.end(`${opts.file} could not be read (${e instanceof Error ? e.message : String(e)}): run \`npm run reference\`.`);
          },
        );
      });
    },
  };
}
