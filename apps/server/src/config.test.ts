import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs embedded with demo data when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
  });

  it('does not seed demo accounts into a real PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/solace' }).seedDemo).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://localhost/solace', SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('bounds database waits at 5 seconds unless DB_TIMEOUT_MS says otherwise', () => {
    expect(loadConfig({}).dbTimeoutMs).toBe(5000);
    expect(loadConfig({ DB_TIMEOUT_MS: '1500' }).dbTimeoutMs).toBe(1500);
  });

  it('ends idle sessions after SESSION_IDLE_MINUTES, 30 unless set', () => {
    expect(loadConfig({}).sessionIdleMinutes).toBe(30);
    expect(loadConfig({ SESSION_IDLE_MINUTES: '1' }).sessionIdleMinutes).toBe(1);
  });

  it("keeps a deleted client's clinical records RECORDS_RETENTION_YEARS, 7 unless set", () => {
    expect(loadConfig({}).recordsRetentionYears).toBe(7);
    expect(loadConfig({ RECORDS_RETENTION_YEARS: '10' }).recordsRetentionYears).toBe(10);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('derives the public URL from the port and drops a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://solace.example/' }).publicUrl).toBe(
      'https://solace.example',
    );
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['SMTP_URL', 'mail.example.com'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['SESSION_IDLE_MINUTES', '1.5'],
    ['SEED_DEMO', 'maybe'],
    ['DB_TIMEOUT_MS', 'soon'],
    ['DB_TIMEOUT_MS', '0'],
    ['MAX_SOCKETS_PER_USER', '0'],
    ['RECORDS_RETENTION_YEARS', '0'],
    ['RECORDS_RETENTION_YEARS', '-3'],
    ['RECORDS_RETENTION_YEARS', '2.5'],
    ['RECORDS_RETENTION_YEARS', 'forever'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '127.0.0.1,nginx.local'],
    ['SHUTDOWN_DRAIN_MS', '-1'],
    ['SHUTDOWN_DRAIN_MS', 'soon'],
    ['SHUTDOWN_GRACE_MS', '500'],
    ['SHUTDOWN_GRACE_MS', '3000'], // not longer than the default drain (5000)
    ['METRICS_ALLOW', 'prometheus.local'],
    ['METRICS_ALLOW', '10.0.0.0/33'],
    ['METRICS_TOKEN', 'short'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(name);
  });

  it("reads TRUST_PROXY as a hop count or the proxies' addresses; off by default", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    // `true` would believe the left-most X-Forwarded-For entry, which the client writes.
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true trusts any/);
  });

  it('reads the shutdown timings and who may read /metrics, with their defaults', () => {
    const defaults = loadConfig({});
    expect(defaults.shutdown).toEqual({ drainMs: 5000, graceMs: 20_000 });
    expect(defaults.metrics).toEqual({ allow: ['127.0.0.1', '::1'], token: undefined });
    const set = loadConfig({
      SHUTDOWN_DRAIN_MS: '0',
      SHUTDOWN_GRACE_MS: '8000',
      METRICS_ALLOW: '10.0.0.0/8, 192.0.2.4',
      METRICS_TOKEN: 'a-long-enough-scrape-token',
    });
    expect(set.shutdown).toEqual({ drainMs: 0, graceMs: 8000 });
    expect(set.metrics).toEqual({
      allow: ['10.0.0.0/8', '192.0.2.4'],
      token: 'a-long-enough-scrape-token',
    });
    // `none`: the token only.
    expect(loadConfig({ METRICS_ALLOW: 'none' }).metrics.allow).toEqual([]);
  });

  it('reads S3_URL into a bucket location, and refuses a malformed one without echoing it', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_URL: 'https://AKID:s%2Fecret@minio.internal:9000/solace-uploads?region=auto',
      }).s3,
    ).toEqual({
      endpoint: 'https://minio.internal:9000',
      bucket: 'solace-uploads',
      region: 'auto',
      accessKeyId: 'AKID',
      secretAccessKey: 's/ecret',
    });
    for (const value of [
      'minio.internal:9000/bucket',
      'https://minio.internal:9000/bucket',
      'https://AKID:topsecret@minio.internal:9000/',
    ]) {
      let error: unknown;
      try {
        loadConfig({ S3_URL: value });
      } catch (err) {
        error = err;
      }
      expect(error, value).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).message).toMatch(/^Invalid configuration:\n {2}- S3_URL: /);
      expect((error as ConfigError).message).not.toContain('topsecret');
    }
  });

  it('splits CORS origins', () => {
    expect(
      loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
  });
});
