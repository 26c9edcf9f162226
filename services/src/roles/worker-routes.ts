// A worker (ROLE=worker) serves only its health for container checks: every other request is a route miss, and no
// WebSocket is upgraded (the live support feed belongs to API processes, which hold the sockets).
import type { Server } from 'node:http';
import type { Express, NextFunction, Request, Response } from 'express';
import { ErrorCode } from '@ledgerhouse/contracts';
import { errorBody, localeOf, sendError } from '../http/error-body';

const WORKER_PATHS = new Set(['/api/health', '/api/health/']);

export function onlyHealthOnWorkers(server: Express): void {
  server.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && WORKER_PATHS.has(req.path)) return next();
    sendError(
      res,
      404,
      errorBody(ErrorCode.ROUTE_NOT_FOUND, localeOf(req.headers['accept-language']), { method: req.method, path: req.path }),
    );
  });
}

/** After the app's init (the gateways bound their upgrade handlers then): refuses every upgrade. */
export function refuseUpgrades(http: Server): void {
  http.removeAllListeners('upgrade');
  http.on('upgrade', (_req, socket) => socket.destroy());
}
