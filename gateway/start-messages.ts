/** What `npm start` tells a person (issue 31, point 6): where to go once it listens, and why it cannot listen. */
import { PORTAL_PATH } from '../generator/responses/routes';

/** The public addresses to open, a line each: the portal, the API, MCP and the OpenAPI document. */
export function whereToGo(baseUrl: string): string[] {
  return [`Portal   ${baseUrl}${PORTAL_PATH}`, `API      ${baseUrl}/api/styles`, `MCP      ${baseUrl}/mcp`, `OpenAPI  ${baseUrl}/openapi.json`];
}

/** One line for an address the server cannot listen on, naming the variable to set (PORT, HOST); null for another failure. */
export function listenFailure(error: NodeJS.ErrnoException, host: string, port: number): string | null {
  switch (error.code) {
    case 'EADDRINUSE':
      return `port ${port} is already in use on ${host}: stop what listens there, or set PORT to a free port (PORT=${port + 1} npm start)`;
    case 'EACCES':
      return `port ${port} on ${host} needs privileges this process does not have: set PORT to a port above 1023 (PORT=3000 npm start)`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `${host} is not an address of this machine: set HOST to one (HOST=0.0.0.0 npm start listens on all of them)`;
    default:
      return null;
  }
}
