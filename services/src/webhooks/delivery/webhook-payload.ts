// The body every webhook delivery sends (Standard Webhooks' recommended envelope), built once and stored, so every
// attempt and replay sends the same bytes.
export function webhookPayload(type: string, timestamp: string, data: unknown): string {
  return JSON.stringify({ type, timestamp, data });
}
