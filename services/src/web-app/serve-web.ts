// One process, one port: the built web app is served beside the API, with the SPA fallback for its routes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

export function webDistDir(configured: string | undefined): string {
  return path.resolve(configured ?? path.join(__dirname, '..', '..', '..', 'web', 'dist'));
}

export function serveWeb(server: Express, distDir: string): boolean {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) {
    server.get(/^(?!\/api(\/|$)).*/, (_req: Request, res: Response) => {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    });
    return false;
  }
  server.use(express.static(distDir, { index: false, maxAge: '1h' }));
  server.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/')) return next();
    res.sendFile(index, { headers: { 'Cache-Control': 'no-cache' } });
  });
  return true;
}
