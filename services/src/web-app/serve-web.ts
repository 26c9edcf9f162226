// One process, one port: the built web app is served beside the API, with the SPA fallback for its routes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { precompressedVariant } from './precompressed-variant';

/** Vite names every file under /assets by its content hash: a new build gets new names, so a browser may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function webDistDir(configured: string | undefined): string {
  return path.resolve(configured ?? path.join(__dirname, '..', '..', '..', 'web', 'dist'));
}

const isApi = (req: Request) => req.path === '/api' || req.path.startsWith('/api/');

export function serveWeb(server: Express, distDir: string): boolean {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) {
    server.get(/^(?!\/api(\/|$)).*/, (_req: Request, res: Response) => {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    });
    return false;
  }
  // The build's .br/.gz beside a file: served in its place when the browser accepts the encoding (express.static keeps the Content-Type set here).
  server.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req)) return next();
    const variant = precompressedVariant(distDir, req.path, req.headers['accept-encoding']);
    if (variant === null) return next();
    res.vary('Accept-Encoding');
    if (!variant) return next();
    res.type(path.extname(req.path));
    res.setHeader('Content-Encoding', variant.encoding);
    req.url = `${req.path}${variant.suffix}`;
    next();
  });
  const files = express.static(distDir, {
    index: false,
    maxAge: '1h',
    setHeaders: (res, file) => {
      if (path.relative(distDir, file).startsWith(`assets${path.sep}`)) res.setHeader('Cache-Control', IMMUTABLE);
      else if (/\.html(\.br|\.gz)?$/.test(file)) res.setHeader('Cache-Control', 'no-cache');
    },
  });
  // An API call never looks for a file (express.static would stat dist/api/... for every GET first).
  server.use((req: Request, res: Response, next: NextFunction) => (isApi(req) ? next() : files(req, res, next)));
  server.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req)) return next();
    // A script of an older build is gone, not a page: the page in its place would fail as a module with a MIME error.
    if (req.path.startsWith('/assets/')) return res.status(404).type('text').send('Not found');
    const variant = precompressedVariant(distDir, '/index.html', req.headers['accept-encoding']);
    const headers: Record<string, string> = {
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      'Content-Type': 'text/html; charset=utf-8',
    };
    if (variant) headers['Content-Encoding'] = variant.encoding;
    res.sendFile(`${index}${variant ? variant.suffix : ''}`, { headers });
  });
  return true;
}
