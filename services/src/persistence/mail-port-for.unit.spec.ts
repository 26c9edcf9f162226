import { LocalMailbox, SmtpMail, type SqlClient } from '@ledgerhouse/infra';
import { loadConfig } from '../config/load-config';
import { mailPortFor } from './mail-port-for';

const sql = { kind: 'pglite', query: async () => ({ rows: [] }) } as unknown as SqlClient;
const confirmation = {
  to: 'Ada@Shop.example',
  subject: 'Confirm your email',
  text: 'Hello Ada,\n\nconfirm: http://127.0.0.1:3000/registration-confirm-email?user=u1&token=t1\n',
};

async function printedFor(env: Record<string, string>) {
  const lines: string[] = [];
  const port = mailPortFor(loadConfig(env), sql, (line) => lines.push(line));
  await port.send(confirmation);
  return { port, lines };
}

describe('mailPortFor', () => {
  it('prints the confirmation link on the console on the embedded start outside production', async () => {
    const { port, lines } = await printedFor({});
    expect(port).toBeInstanceOf(LocalMailbox);
    expect(lines).toEqual([
      'Mail to Ada@Shop.example (Confirm your email): http://127.0.0.1:3000/registration-confirm-email?user=u1&token=t1',
    ]);
  });

  it('prints nothing in production', async () => {
    const { port, lines } = await printedFor({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    expect(port).toBeInstanceOf(LocalMailbox);
    expect(lines).toEqual([]);
  });

  it('prints nothing under NODE_ENV=test (test logs hold no one-time token)', async () => {
    const { lines } = await printedFor({ NODE_ENV: 'test' });
    expect(lines).toEqual([]);
  });

  it('sends through SMTP and prints nothing when SMTP_URL is set', () => {
    const lines: string[] = [];
    expect(mailPortFor(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }), sql, (line) => lines.push(line))).toBeInstanceOf(SmtpMail);
    expect(lines).toEqual([]);
  });
});
