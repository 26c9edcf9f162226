// A 401 triggers exactly one token refresh; concurrent 401s wait for it and are retried once (spec 4, Session).

export interface TokenStore {
  access(): string | null;
  refresh(): string | null;
  /** Stores the new access token and, when the server rotated it, the new refresh token. */
  setTokens(access: string, refresh?: string): void;
  clear(): void;
}

export interface RefreshCoordinatorOptions {
  tokens: TokenStore;
  /** POST user/refresh_jwt/ { refresh } -> { access }; never itself refreshed. */
  callRefresh(refresh: string): Promise<Response>;
  onSessionExpired(): void;
  /** Delay before retrying a refresh that failed with anything but 401 (spec: 10 s). */
  retryDelayMs?: number;
  /** Refresh attempts before giving up without clearing the session. */
  maxAttempts?: number;
  sleep?: (ms: number) => Promise<void>;
}

export class RefreshCoordinator {
  private inflight: Promise<boolean> | null = null;

  constructor(private readonly options: RefreshCoordinatorOptions) {}

  /** Sends with the current access token; on 401 refreshes once (shared) and retries once. */
  async send(request: (access: string | null) => Promise<Response>): Promise<Response> {
    const used = this.options.tokens.access();
    const response = await request(used);
    if (response.status !== 401) return response;
    if (!this.options.tokens.refresh()) {
      // A signed-in session whose refresh token is gone cannot be renewed: end it as an expired one.
      if (used) this.expire();
      return response;
    }
    // Someone refreshed while this request was in flight: just retry with the new token.
    const current = this.options.tokens.access();
    if (current && current !== used) return request(current);
    if (!(await this.refreshOnce())) return response;
    return request(this.options.tokens.access());
  }

  refreshOnce(): Promise<boolean> {
    this.inflight ??= this.refresh().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  private expire(): void {
    this.options.tokens.clear();
    this.options.onSessionExpired();
  }

  private async refresh(): Promise<boolean> {
    const { tokens, callRefresh } = this.options;
    const attempts = this.options.maxAttempts ?? 3;
    const sleep = this.options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const refresh = tokens.refresh();
      if (!refresh) return false;
      try {
        const response = await callRefresh(refresh);
        // 401, or any other refusal of the token itself (400, 403): the session is over. 408/429/5xx are retried.
        if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
          this.expire();
          return false;
        }
        if (response.ok) {
          const body = (await response.json()) as { access?: string; refresh?: string };
          if (body.access) {
            tokens.setTokens(body.access, body.refresh);
            return true;
          }
        }
      } catch {
        // network failure: retried like any non-401 error
      }
      if (attempt < attempts) await sleep(this.options.retryDelayMs ?? 10_000);
    }
    return false;
  }
}
