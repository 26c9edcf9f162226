// Drives the local OIDC provider like a browser would: follow redirects, keep cookies, submit its login and consent forms.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface LocalOidcProvider {
  issuer: string;
  stop(): void;
}

export async function startOidcProvider(redirectUri: string): Promise<LocalOidcProvider> {
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'oidc-provider.mjs'), redirectUri], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const issuer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`OIDC provider did not start: ${output}`)), 30_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      const match = /READY (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => reject(new Error(`OIDC provider exited ${code}: ${output}`)));
  });
  return { issuer, stop: () => child.kill() };
}

/** Signs in at the provider as `login` and returns the code and state it sends back to the redirect URI. */
export async function authorizeAt(url: string, login: string, redirectUri: string): Promise<{ code: string; state: string; iss?: string }> {
  const cookies = new Map<string, string>();
  const send = async (target: string, form?: Record<string, string>) => {
    const res = await fetch(target, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      cookies.set(name, value.join('='));
    }
    return res;
  };
  let res = await send(url);
  for (let step = 0; step < 12; step++) {
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url).toString();
      if (next.startsWith(redirectUri)) {
        const params = new URL(next).searchParams;
        const code = params.get('code');
        if (!code) throw new Error(`provider answered without a code: ${next}`);
        return { code, state: params.get('state') ?? '', ...(params.get('iss') ? { iss: params.get('iss')! } : {}) };
      }
      res = await send(next);
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page (${res.status}): ${html.slice(0, 300)}`);
    res = await send(new URL(action, url).toString(), prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
  }
  throw new Error('the provider never redirected back');
}
