// Attachments over HTTP: up to 5 files, each checked by its bytes and size, stored by id on disk under DATA_DIR,
// downloaded by their owner or staff only.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bearer, newSeller, type Account } from '../support/accounts';
import { downloadBytes, uploadFiles, type UploadPart } from '../support/multipart';
import { adminAccount } from '../support/roles';
import { api, startTestApp, type TestApp } from '../support/test-app';

const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-files-e2e-'));
const filesDir = path.join(dataDir, 'files');
let app: TestApp;
let seller: Account;
let other: Account;
let staff: Account;
beforeAll(async () => {
  app = await startTestApp({ env: { DATA_DIR: dataDir } });
  [seller, other, staff] = [await newSeller(app), await newSeller(app), await adminAccount(app, 'STAFF')];
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 0x20)]);
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]);
const csv = Buffer.from('SKU,Quantity\nTEA-1,3\n');
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0)]);
const stored = () => (existsSync(filesDir) ? readdirSync(filesDir) : []);
const storedCount = () => stored().length;
const upload = (account: Account, parts: UploadPart[], headers: Record<string, string> = {}) =>
  uploadFiles(app, '/api/files', 'files', parts, { ...bearer(account), ...headers });

describe('file attachments', () => {
  it('stores up to 5 files with their names and the type their bytes show, and gives them back to the owner intact', async () => {
    const res = await upload(seller, [
      { name: 'invoice.pdf', bytes: pdf, type: 'application/pdf' },
      { name: 'photo.pdf', bytes: png, type: 'application/pdf' },
      { name: 'C:\\Users\\me\\Отгрузка.csv', bytes: csv, type: 'text/csv' },
      { name: 'b.pdf', bytes: pdf },
      { name: 'c.pdf', bytes: pdf },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.files.map((f: { name: string; contentType: string; size: number }) => [f.name, f.contentType, f.size])).toEqual([
      ['invoice.pdf', 'application/pdf', pdf.length],
      ['photo.pdf', 'image/png', png.length],
      ['Отгрузка.csv', 'text/csv', csv.length],
      ['b.pdf', 'application/pdf', pdf.length],
      ['c.pdf', 'application/pdf', pdf.length],
    ]);
    const photo = await downloadBytes(app, `/api/files/${res.body.files[1].id}`, bearer(seller));
    expect(photo.status).toBe(200);
    expect(photo.bytes.equals(png)).toBe(true);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('content-disposition')).toBe(`attachment; filename="photo.pdf"; filename*=UTF-8''photo.pdf`);
    const named = await downloadBytes(app, `/api/files/${res.body.files[2].id}`, bearer(seller));
    expect(named.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Отгрузка.csv')}`);
  });

  it('names files on disk by generated id only, never by the uploaded name', async () => {
    const res = await upload(seller, [{ name: '../../escape.csv', bytes: csv }]);
    expect(res.status).toBe(201);
    expect(res.body.files[0].name).toBe('escape.csv');
    expect(stored().every((f) => /^[0-9a-f-]{36}(\.json)?$/.test(f))).toBe(true);
    expect(readdirSync(dataDir)).toEqual(['files']);
  });

  it("refuses a 6th file with 'You can only upload up to 5 files' (in Russian too) and keeps none of them", async () => {
    const before = storedCount();
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, bytes: pdf }));
    const res = await upload(seller, six);
    expect([res.status, res.body.code, res.body.message]).toEqual([422, 'FILES_TOO_MANY', 'You can only upload up to 5 files']);
    const ru = await upload(seller, six, { 'Accept-Language': 'ru-RU' });
    expect(ru.body.message).toBe('Можно загрузить не более 5 файлов');
    expect(storedCount()).toBe(before);
  });

  it('refuses a file over 10 MB while it streams, keeping nothing of the upload', async () => {
    const before = storedCount();
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const res = await upload(seller, [
      { name: 'ok.pdf', bytes: pdf },
      { name: 'big.pdf', bytes: big },
    ]);
    expect([res.status, res.body.code, res.body.message]).toEqual([413, 'FILE_TOO_LARGE', 'The file big.pdf is larger than 10 MB']);
    expect(storedCount()).toBe(before);
  });

  it('refuses a program dressed as a PDF, whatever name and type the client gives it', async () => {
    const res = await upload(seller, [{ name: 'invoice.pdf', bytes: exe, type: 'application/pdf' }]);
    expect([res.status, res.body.code]).toEqual([415, 'FILE_TYPE_NOT_ALLOWED']);
    expect(res.body.message).toBe('The file invoice.pdf is not a PDF, PNG, JPEG, WEBP, XLSX or CSV file');
  });

  it('asks for a file when the request carries none', async () => {
    const json = await api(app, 'POST', '/api/files', { headers: bearer(seller), body: {} });
    expect([json.status, json.body.code]).toEqual([400, 'FILE_REQUIRED']);
    const otherField = await uploadFiles(app, '/api/files', 'attachment', [{ name: 'a.pdf', bytes: pdf }], bearer(seller));
    expect([otherField.status, otherField.body.code]).toEqual([400, 'FILE_REQUIRED']);
  });

  it('describes the upload in the OpenAPI document as multipart with up to 5 files in "files"', async () => {
    const doc = await api(app, 'GET', '/api/docs-json', { headers: bearer(seller) });
    const schema = doc.body.paths['/api/files'].post.requestBody.content['multipart/form-data'].schema;
    expect(schema.properties.files).toMatchObject({ type: 'array', maxItems: 5, items: { format: 'binary' } });
  });

  it('shows a file to its owner and to staff; another seller gets 404, and only the owner deletes it', async () => {
    const res = await upload(seller, [{ name: 'label.pdf', bytes: pdf }]);
    const id = res.body.files[0].id;
    expect((await downloadBytes(app, `/api/files/${id}`, bearer(other))).status).toBe(404);
    const foreign = await api(app, 'DELETE', `/api/files/${id}`, { headers: bearer(other) });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'FILE_NOT_FOUND']);
    expect((await downloadBytes(app, `/api/files/${id}`, bearer(staff))).status).toBe(404);
    const asStaff = await downloadBytes(app, `/api/admin/files/${id}`, bearer(staff));
    expect([asStaff.status, asStaff.bytes.equals(pdf)]).toEqual([200, true]);
    expect((await downloadBytes(app, `/api/admin/files/${id}`, bearer(seller))).status).toBe(403);

    const removed = await api(app, 'DELETE', `/api/files/${id}`, { headers: bearer(seller) });
    expect([removed.status, removed.body]).toEqual([200, { id }]);
    expect((await downloadBytes(app, `/api/files/${id}`, bearer(seller))).status).toBe(404);
    expect((await downloadBytes(app, `/api/admin/files/${id}`, bearer(staff))).status).toBe(404);
  });

  it('refuses to delete a file a support chat uses with 409 FILE_IN_USE naming the chat, and keeps it', async () => {
    const id = (await upload(seller, [{ name: 'receipt.png', bytes: png }])).body.files[0].id as string;
    const chat = await api(app, 'POST', '/api/support/chats', {
      headers: bearer(seller),
      body: { category: 'BILLING', subjectNumber: 1, text: 'See the receipt', fileIds: [id] },
    });
    expect(chat.status).toBe(201);
    const removed = await api(app, 'DELETE', `/api/files/${id}`, {
      headers: { ...bearer(seller), 'X-Min-Position': chat.body.position, 'Accept-Language': 'ru' },
    });
    expect([removed.status, removed.body.code, removed.body.details]).toEqual([
      409,
      'FILE_IN_USE',
      { documents: [{ kind: 'SUPPORT_CHAT', id: chat.body.id }] },
    ]);
    expect(removed.body.message).toContain('нельзя удалить');
    const kept = await downloadBytes(app, `/api/files/${id}`, bearer(seller));
    expect([kept.status, kept.bytes.equals(png)]).toEqual([200, true]);
  });
});
