import { configSchema, type AppConfig } from './config.schema';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment into a typed config or fails fast with every problem named. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    ),
  );
}
