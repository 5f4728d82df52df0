import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { london } from './support.js';
import { freePort } from '../support/free-port.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// A real gateway of the built product whose api is not there: what a visitor sees when the
// connection to the backend is lost (the gateway's fake status 555).
test.describe('when the api cannot be reached', () => {
  let gateway: ChildProcess | undefined;
  let gatewayUrl = '';

  test.beforeAll(async () => {
    const [port, nobodyListens] = [await freePort(), await freePort()];
    gatewayUrl = `http://127.0.0.1:${port}`;
    gateway = spawn(process.execPath, ['gateway/dist/server.js'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        PORT: String(port),
        METRICS_PORT: '0',
        API_URL: `http://127.0.0.1:${nobodyListens}`,
      },
      stdio: 'ignore',
    });
    await expect
      .poll(
        () =>
          fetch(gatewayUrl).then(
            (response) => response.status,
            () => 0,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    gateway?.kill('SIGTERM');
  });

  test('the places page says there is no Internet connection and offers a reload', async ({
    page,
  }) => {
    await page.goto(`${gatewayUrl}/${london.latinName}/places`);

    await expect(page.getByText('No Internet connection', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Check the Internet connection or repeat the request later'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
  });
});
