import { configSchema, type AppConfig } from './config.schema';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Settings whose values are secrets: a refusal names them but never echoes what was given. */
const SECRET_NAME = /SECRET|PASSWORD|KEY|TOKEN|CREDENTIAL/i;

function given(env: Record<string, string | undefined>, name: string): string {
  const value = env[name];
  if (value !== undefined && SECRET_NAME.test(name)) return '(hidden)';
  return JSON.stringify(value);
}

/** Parses the environment into a typed config or fails fast with every problem named. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message} (got ${given(env, String(issue.path[0]))})`),
  );
}
