import { z } from 'zod';

/** Accepts the usual spellings of a yes/no environment variable. */
const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true/false, 1/0, yes/no, on/off',
  })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('Mitumba <no-reply@mitumba.local>'),
  SEED_DEMO: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: flag.default(false),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  logLevel: string;
  webDistDir: string | undefined;
  /** Behind a load balancer: take the client's IP from X-Forwarded-For (login throttling is per IP). */
  trustProxy: boolean;
};

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the server with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    jwtSecret: values.JWT_SECRET,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    seedDemo: values.SEED_DEMO,
    logLevel: values.LOG_LEVEL,
    webDistDir: values.WEB_DIST_DIR,
    trustProxy: values.TRUST_PROXY,
  };
}
