import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import express, { type Express, type Request, type Response } from 'express';
import type { RouteContract } from '@ledgerhouse/contracts';
import { CONTRACT_ROUTE } from '../http/contract-route';
import { buildOpenApiDocument } from './openapi-document';

/** swagger-ui-dist's folder, found without loading its index (which evaluates the whole browser bundle in Node). */
const SWAGGER_UI_ASSETS = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/** Every contract route bound to a controller method of the running app. */
export function servedContracts(app: INestApplication): RouteContract[] {
  const discovery = app.get(DiscoveryService);
  const scanner = app.get(MetadataScanner);
  const reflector = app.get(Reflector);
  const routes: RouteContract[] = [];
  for (const wrapper of discovery.getControllers()) {
    const instance = wrapper.instance as object | undefined;
    if (!instance) continue;
    const proto = Object.getPrototypeOf(instance) as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(proto)) {
      const route = reflector.get<RouteContract | undefined>(CONTRACT_ROUTE, proto[name] as () => unknown);
      if (route) routes.push(route);
    }
  }
  return routes;
}

const swaggerHtml = `<!doctype html><html><head><meta charset="utf-8"><title>Ledgerhouse API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head><body><div id="ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

/** A file, not an inline script: the Content-Security-Policy allows scripts from this origin only. */
const swaggerInit = `SwaggerUIBundle({ url: '/api/docs-json', dom_id: '#ui', validatorUrl: null });\n`;

export function mountOpenApi(app: INestApplication, version: string): void {
  const server = app.getHttpAdapter().getInstance() as Express;
  let document: Record<string, unknown> | undefined;
  server.get('/api/docs-json', (_req: Request, res: Response) => {
    document ??= buildOpenApiDocument(servedContracts(app), version);
    res.json(document);
  });
  server.use('/api/docs/assets', express.static(SWAGGER_UI_ASSETS, { index: false }));
  server.get('/api/docs/init.js', (_req: Request, res: Response) => res.type('js').send(swaggerInit));
  server.get('/api/docs', (_req: Request, res: Response) => res.type('html').send(swaggerHtml));
}
