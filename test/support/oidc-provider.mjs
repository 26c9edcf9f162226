// A real OpenID Connect provider (the oidc-provider package) on a free local port, standing in for Google in tests.
// Usage: node oidc-provider.mjs <redirect_uri>; prints "READY <issuer>" once it listens. Any login name signs in
// as <login>@gmail.test; the login "unverified" gets email_verified=false.
import http from 'node:http';
import Provider from 'oidc-provider';

const redirectUri = process.argv[2];
const server = http.createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'ledgerhouse-test',
      client_secret: 'ledgerhouse-test-secret',
      redirect_uris: [redirectUri],
      response_types: ['code'],
      grant_types: ['authorization_code'],
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  cookies: { keys: ['local-test-cookie-key'] },
  pkce: { required: () => true },
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      async claims() {
        return {
          sub: id,
          email: `${id}@gmail.test`,
          email_verified: id !== 'unverified',
          name: `${id[0].toUpperCase()}${id.slice(1)} Google`,
        };
      },
    };
  },
});
provider.on('server_error', (_ctx, err) => process.stderr.write(`${err.stack}\n`));
server.on('request', provider.callback());
process.stdout.write(`READY ${issuer}\n`);
