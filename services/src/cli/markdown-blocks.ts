// The Markdown pieces generated docs are made of: fenced JSON, tables, a route table.
import type { RouteContract } from '@ledgerhouse/contracts';

export const json = (value: unknown) => ['```json', JSON.stringify(value, null, 2), '```'].join('\n');
export const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
export const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join(
    '\n',
  );
export const routeRows = (routes: Record<string, RouteContract>) =>
  Object.values(routes).map((route) => [`\`${route.method} /api${route.path}\``, route.summary]);
