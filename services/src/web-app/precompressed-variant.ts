// Which precompressed file of the web build answers a request: brotli before gzip, as the client's Accept-Encoding allows.
import { statSync } from 'node:fs';
import path from 'node:path';

export interface Variant {
  encoding: 'br' | 'gzip';
  suffix: '.br' | '.gz';
}

const VARIANTS: Variant[] = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

function accepts(acceptEncoding: string, encoding: string): boolean {
  return acceptEncoding.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    return name === encoding && (q === undefined || Number(q) > 0);
  });
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * null: the path is not a compressible file of the build (no variant on disk); undefined: it has variants but the
 * client accepts none of them; otherwise the variant to send.
 */
export function precompressedVariant(distDir: string, urlPath: string, acceptEncoding: string | undefined): Variant | null | undefined {
  let file: string;
  try {
    file = path.join(distDir, decodeURIComponent(urlPath));
  } catch {
    return null;
  }
  if (!file.startsWith(distDir + path.sep)) return null;
  const present = VARIANTS.filter((v) => isFile(`${file}${v.suffix}`));
  if (present.length === 0) return null;
  return present.find((v) => accepts(acceptEncoding ?? '', v.encoding));
}
