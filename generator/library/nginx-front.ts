/** The generated nginx front (deploy/nginx.ts): its maps, locations, brotli settings and an example server. */
import { nginxBrotli, nginxLocations, nginxMaps, nginxServer, NGINX_BROTLI_PATH, NGINX_LOCATIONS_PATH, NGINX_MAPS_PATH, NGINX_SERVER_PATH } from '../deploy/nginx';
import type { LibraryFamily } from './library-file';

export const nginxFront: LibraryFamily = {
  name: 'nginx front',
  routed: true,
  files: ({ input, totals, redirects }) => {
    const front = { totals, redirects, apiPerMinute: input.apiPerMinute, pagesPerMinute: input.pagesPerMinute, assetsPerMinute: input.assetsPerMinute, baseUrl: input.baseUrl };
    return [
      { url: null, path: NGINX_MAPS_PATH, body: () => nginxMaps(front) },
      { url: null, path: NGINX_LOCATIONS_PATH, body: () => nginxLocations(front) },
      { url: null, path: NGINX_BROTLI_PATH, body: () => nginxBrotli() },
      { url: null, path: NGINX_SERVER_PATH, body: () => nginxServer() },
    ];
  },
};
