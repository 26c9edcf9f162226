// multipart/form-data uploads read with busboy as they stream: each file is screened (type from its bytes, size cap)
// and handed to `accept` one at a time; past the file count, a cap or a refused type, whatever was accepted is
// discarded and the request answers the error. Names are kept as names (base name only), never used as paths.
import type { Request } from 'express';
import busboy from 'busboy';
import { ErrorCode } from '@ledgerhouse/contracts';
import { FileRejected, screenUpload, type FileRejection, type ScreenedUpload } from '@ledgerhouse/infra';
import { DomainError } from '../errors/domain-error';

export interface MultipartLimits {
  /** The form field that carries the files; files in other fields are skipped. */
  field: string;
  maxFiles: number;
  maxBytes: number;
  /** The error for a refused file when the route words it its own way; the generic file errors otherwise. */
  refusal?: (reason: FileRejection, name: string) => DomainError | undefined;
}

export interface IncomingFile extends ScreenedUpload {
  name: string;
}

/** Headroom for boundaries, part headers and small fields on top of the files themselves. */
const ENVELOPE_BYTES = 64 * 1024;

/** The last path segment of what a browser sent, trimmed and bounded; "file" when nothing is left. */
export function fileNameOf(sent: string | undefined): string {
  const base = (sent ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean === '' || clean === '.' || clean === '..' ? 'file' : clean.slice(0, 255);
}

function rejection(err: FileRejected, name: string, limits: MultipartLimits): DomainError {
  const own = limits.refusal?.(err.reason, name);
  if (own) return own;
  const maxBytes = limits.maxBytes;
  if (err.reason === 'TOO_LARGE') return new DomainError(ErrorCode.FILE_TOO_LARGE, { name, maxMb: Math.round(maxBytes / (1024 * 1024)) });
  return new DomainError(ErrorCode.FILE_TYPE_NOT_ALLOWED, { name });
}

/** Reads the request's files through `accept`; on any failure `discard` undoes the accepted ones before throwing. */
export async function readMultipartFiles<T>(
  req: Request,
  limits: MultipartLimits,
  accept: (file: IncomingFile) => Promise<T>,
  discard: (accepted: T) => Promise<unknown> = async () => undefined,
): Promise<T[]> {
  if (!req.is('multipart/form-data')) throw new DomainError(ErrorCode.FILE_REQUIRED);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limits.maxFiles * limits.maxBytes + ENVELOPE_BYTES) {
    req.resume();
    throw new DomainError(ErrorCode.PAYLOAD_TOO_LARGE);
  }
  const accepted: T[] = [];
  /** Files are screened and accepted one after another, in the order they arrive. */
  let chain = Promise.resolve();
  try {
    await new Promise<void>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: req.headers,
          defParamCharset: 'utf8',
          limits: { files: limits.maxFiles, fileSize: limits.maxBytes + 1, fields: 20, fieldSize: 4096, parts: limits.maxFiles + 20 },
        });
      } catch {
        return reject(new DomainError(ErrorCode.FILE_REQUIRED));
      }
      let failed = false;
      const fail = (err: unknown) => {
        if (failed) return;
        failed = true;
        req.unpipe(parser);
        req.resume();
        reject(err);
      };
      parser.on('file', (field, stream, info) => {
        if (failed || field !== limits.field) return stream.resume();
        const name = fileNameOf(info.filename);
        chain = chain.then(async () => {
          if (failed) return void stream.resume();
          try {
            const screened = await screenUpload(stream, limits.maxBytes);
            accepted.push(await accept({ ...screened, name }));
          } catch (err) {
            stream.resume();
            fail(err instanceof FileRejected ? rejection(err, name, limits) : err);
          }
        });
      });
      parser.on('filesLimit', () => fail(new DomainError(ErrorCode.FILES_TOO_MANY, { max: limits.maxFiles })));
      parser.on('partsLimit', () => fail(new DomainError(ErrorCode.FILES_TOO_MANY, { max: limits.maxFiles })));
      parser.on('error', () => fail(new DomainError(ErrorCode.FILE_REQUIRED)));
      parser.on('close', () => {
        void chain.then(() => {
          if (!failed) resolve();
        });
      });
      req.on('error', fail);
      req.pipe(parser);
    });
  } catch (err) {
    await chain;
    await Promise.allSettled(accepted.map((a) => discard(a)));
    throw err;
  }
  if (accepted.length === 0) throw new DomainError(ErrorCode.FILE_REQUIRED);
  return accepted;
}
