/** Why an outbound call to a user-typed URL did not complete; callers answer every reason alike (nothing about the inside leaks). */
export type OutboundRefusal = 'scheme' | 'address' | 'dns' | 'redirects' | 'timeout' | 'network';

export class OutboundRefused extends Error {
  constructor(readonly reason: OutboundRefusal) {
    super(`Outbound call refused: ${reason}`);
    this.name = 'OutboundRefused';
  }
}
