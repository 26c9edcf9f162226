// Every relative link in the project's Markdown (README, docs/, each context's README) reaches a file that exists,
// and a `#anchor` reaches a heading of that file, named as GitHub names it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
// Generated, installed or local-only folders; ../shared is outside the repository and never walked.
const skippedFolders = new Set(['node_modules', '.git', 'dist', '.data', 'artifacts', 'coverage']);

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : markdownFiles(path.join(folder, entry.name));
    return entry.name.endsWith('.md') ? [path.join(folder, entry.name)] : [];
  });
}

/** The text outside fenced code blocks, line by line (a `#` or a link inside a fence is code, not Markdown). */
function proseLines(markdown: string): string[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return '';
    }
    return fence === null ? line : '';
  });
}

/** GitHub's heading anchor: lower case, punctuation dropped (but `-` and `_`), each space a `-`; repeats get -1, -2… */
export function headingSlug(heading: string): string {
  const text = heading
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = headingSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Relative link targets (`path`, `path#anchor`, `#anchor`); web and mail addresses are not ours to check. */
export function linksOf(markdown: string): string[] {
  const links: string[] = [];
  for (const line of proseLines(markdown)) {
    // A link's text may hold code (`[`docs/x.md`](docs/x.md)`); code elsewhere on the line is not a link.
    const prose = line.replace(/(`+)[\s\S]*?\1/g, (code: string, _ticks: string, offset: number) =>
      line.startsWith('](', offset + code.length) ? code : '',
    );
    for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      links.push(target);
    }
  }
  return links;
}

function brokenLinks(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return linksOf(source).flatMap((link) => {
    const [target, anchor] = link.split('#', 2) as [string, string | undefined];
    const resolved = target === '' ? file : path.resolve(path.dirname(file), decodeURI(target));
    const where = `${path.relative(root, file)}: ${link}`;
    if (!existsSync(resolved)) return [`${where} (no such file)`];
    if (!anchor) return [];
    if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) return [`${where} (an anchor into a file without headings)`];
    const anchors = resolved === file ? anchorsOf(source) : anchorsOf(readFileSync(resolved, 'utf8'));
    return anchors.has(decodeURIComponent(anchor).toLowerCase()) ? [] : [`${where} (no such heading)`];
  });
}

describe('documentation links', () => {
  const files = markdownFiles(root);

  it('reads the README, docs/ and each context README', () => {
    const names = files.map((file) => path.relative(root, file));
    expect(names).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'services/src/orders/README.md']));
  });

  it('finds every linked file and heading', () => {
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });

  it('names headings as GitHub does', () => {
    expect([...anchorsOf('# Set up\n## `order.placed.v1`\n## EventStoreDB / KurrentDB\n## Set up\n```\n# not a heading\n```')]).toEqual([
      'set-up',
      'orderplacedv1',
      'eventstoredb--kurrentdb',
      'set-up-1',
    ]);
    expect(headingSlug('The compose stack (`infra/deploy/`)')).toBe('the-compose-stack-infradeploy');
    expect(headingSlug('order.reservation_short.v1')).toBe('orderreservation_shortv1');
  });

  it('takes relative links and skips web addresses and code', () => {
    const markdown = [
      'See [a](docs/a.md), [b](docs/b.md#part "title"), [c](#here) and [`d.md`](d.md).',
      'Not [web](https://example.com) nor [mail](mailto:x@example.com) nor `[code](x.md)`.',
      '```',
      '[fenced](y.md)',
      '```',
    ].join('\n');
    expect(linksOf(markdown)).toEqual(['docs/a.md', 'docs/b.md#part', '#here', 'd.md']);
  });
});
