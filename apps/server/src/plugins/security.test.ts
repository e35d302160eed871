import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { registerSecurity } from './security';

describe('the page security headers', () => {
  it('let pages connect to this server only, even with an LRS configured (the outbox forwards statements, not the browser)', async () => {
    const app = Fastify();
    await registerSecurity(
      app,
      loadConfig({ LRS_ENDPOINT: 'https://lrs.example.org/xapi/' }),
    );
    app.get('/', async () => 'page');
    const res = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('lrs.example.org');
  });
});
