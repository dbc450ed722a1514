import type { EmailConfiguration } from '@common/contracts/email-outbox';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const server = {
  host: 'smtp.example.com',
  port: 587,
  secure: false,
  user: 'mailer',
  passwordSet: true,
  from: 'Tafawuq <no-reply@example.com>',
};

async function openPage(config: EmailConfiguration) {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/email/configuration', () => ({ status: 200, body: config }));
  const app = renderApp('/admin/email-configuration');
  await screen.findByRole('heading', { name: 'E-mail configuration' });
  return { api, ...app };
}

describe('email-configuration', () => {
  it('shows the settings in force with the password masked, and says SMTP_URL wins', async () => {
    await openPage({
      source: 'environment',
      inForce: { ...server, host: 'mail.env.test' },
      from: 'Tafawuq <no-reply@tafawuq.local>',
      stored: server,
      queued: 3,
    });
    expect(await screen.findByText(/From SMTP_URL in the server's environment/)).toBeTruthy();
    expect(screen.getByText('mail.env.test')).toBeTruthy();
    expect(screen.getByText('Set (hidden)')).toBeTruthy();
    expect(screen.getByText('3 messages are waiting to be sent.')).toBeTruthy();
    expect(screen.getByText(/these settings are not used now/)).toBeTruthy();
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Host') as HTMLInputElement).value).toBe('smtp.example.com');
  });

  it('saves the stored settings, keeping a blank password, and shows field errors', async () => {
    const { api, user } = await openPage({
      source: 'database',
      inForce: server,
      from: server.from,
      stored: server,
      queued: 0,
    });
    api.on('PUT /api/admin/email/configuration', (req) => {
      const body = req.body as { port: number };
      if (body.port > 65535) {
        return {
          status: 400,
          body: {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'Enter a port from 1 to 65535',
            fields: { port: 'Enter a port from 1 to 65535' },
          },
        };
      }
      return {
        status: 200,
        body: { source: 'database', inForce: server, from: server.from, stored: server, queued: 0 },
      };
    });
    const port = await screen.findByLabelText('Port');
    await user.clear(port);
    await user.type(port, '99999');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a port from 1 to 65535')).toBeTruthy();
    await user.clear(port);
    await user.type(port, '2525');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('E-mail settings saved.')).toBeTruthy();
    const call = api.calls.filter((c) => c.path === '/api/admin/email/configuration').at(-1);
    expect(call?.body).toMatchObject({ host: 'smtp.example.com', port: 2525, password: '' });
  });

  it("tests the connection and shows the server's answer or error", async () => {
    const { api, user } = await openPage({
      source: 'database',
      inForce: server,
      from: server.from,
      stored: server,
      queued: 0,
    });
    api.on('POST /api/admin/email/configuration/test', () => ({
      status: 200,
      body: {
        ok: false,
        message: 'Invalid login: 535 Authentication failed',
        host: 'smtp.example.com',
        port: 587,
        durationMs: 40,
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Test connection' }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText(/Connection failed/)).toBeTruthy();
    expect(within(status).getByText('Invalid login: 535 Authentication failed')).toBeTruthy();
  });

  it('says when no server is configured', async () => {
    await openPage({
      source: 'none',
      inForce: null,
      from: 'Tafawuq <no-reply@tafawuq.local>',
      stored: null,
      queued: 0,
    });
    expect(await screen.findByText(/No SMTP server is configured/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Test connection' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
