/**
 * Issue 31, point 8: the complete example the build writes (deploy/nginx.conf) loads as it is on stock
 * nginx, without the optional brotli_static module; brotli is the one include its comment tells the
 * deployer to add where the module is loaded. `nginx -t` in a throwaway prefix, with dist/ where the
 * example's `root` says it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { NGINX_EXAMPLE_ROOT, NGINX_SERVER_PATH } from '../../generator/deploy/nginx';
import { BROTLI_MODULE, nginxAccepts, nginxHasBrotli } from '../helpers/servers';

const distDir = inject('distDir');
/** deploy/nginx.conf as the build wrote it, its `root` set to where this dist/ is (the one edit the deployer makes). */
const example = () => fs.readFileSync(path.join(distDir, NGINX_SERVER_PATH), 'utf8').replaceAll(NGINX_EXAMPLE_ROOT, distDir);
/** The include line its comment gives for brotli, uncommented. */
const brotliInclude = (conf: string) => /^#\s+(include \S+nginx-brotli\.conf;)$/m.exec(conf)?.[1];
/** The example with the brotli include added where its comment says: in the server block, before the locations. */
const withBrotli = (conf: string) => conf.replace(/^(\s*)(include \S+nginx-locations\.conf;)$/m, `$1${brotliInclude(conf)}\n$1$2`);

describe('deploy/nginx.conf, the complete example', () => {
  it('loads as it is on stock nginx: no brotli module, no brotli directive', () => {
    const conf = example();
    expect(conf).not.toMatch(/^\s*include \S+nginx-brotli\.conf;/m);
    const result = nginxAccepts(conf);
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);
  });

  it('says how to add brotli, and stock nginx refuses that include (the reason it is not there)', () => {
    const conf = example();
    expect(brotliInclude(conf)).toBe(`include ${distDir}/deploy/nginx-brotli.conf;`);
    expect(conf).toContain('libnginx-mod-http-brotli-static');
    expect(conf).toContain('load_module modules/ngx_http_brotli_static_module.so;');
    const result = nginxAccepts(withBrotli(conf));
    expect(result.ok).toBe(false);
    expect(result.output).toContain('unknown directive "brotli_static"');
  });

  it.runIf(nginxHasBrotli())('loads with the brotli include added where the module is loaded', () => {
    const result = nginxAccepts(withBrotli(example()), `load_module ${BROTLI_MODULE};`);
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);
  });
});
