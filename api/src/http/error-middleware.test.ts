import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { errorEnvelope } from './envelope.js';
import { errorMiddleware, notFoundHandler } from './error-middleware.js';

describe('errorEnvelope', () => {
  it('writes a not-found error as the SPEC envelope', () => {
    expect(errorEnvelope(ApiError.notFound())).toEqual({
      code: 404,
      status: 'RecordNotFound',
      messageUI: { message: 'Page not found' },
      data: {},
    });
  });

  it('carries field errors of FieldInvalid in data.errors', () => {
    expect(errorEnvelope(ApiError.fieldInvalid({ limit: 'Must be at least 1' }))).toEqual({
      code: 400,
      status: 'FieldInvalid',
      messageUI: { message: 'The entered data is wrong' },
      data: { errors: { limit: 'Must be at least 1' } },
    });
  });

  it('uses the SPEC code and message of each status', () => {
    expect(errorEnvelope(new ApiError('SlugAlreadyExist'))).toMatchObject({
      code: 422,
      messageUI: { message: 'This link is already taken' },
    });
    expect(errorEnvelope(new ApiError('LogicalError'))).toMatchObject({
      code: 503,
      messageUI: { message: 'The service is temporarily unavailable' },
    });
  });
});

describe('errorMiddleware', () => {
  const logged: unknown[] = [];
  let url = '';
  let close: () => void = () => undefined;

  beforeAll(async () => {
    const logger = pino(
      { level: 'error' },
      { write: (line: string) => logged.push(JSON.parse(line)) },
    );
    const app = express();
    app.get('/boom', () => {
      throw new Error('connection to 10.0.0.7 refused: password authentication failed');
    });
    app.get('/forbidden', () => {
      throw new ApiError('Forbidden');
    });
    app.use(express.json());
    app.post('/json', (_req, res) => {
      res.json({});
    });
    app.use(notFoundHandler);
    app.use(errorMiddleware(logger));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('answers an unexpected failure with a bare 500 and logs the cause', async () => {
    const response = await fetch(`${url}/boom`);
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(body)).toEqual({
      code: 500,
      status: 'GeneralInternalError',
      messageUI: { message: 'There was an error on the server' },
      data: {},
    });
    expect(body).not.toContain('10.0.0.7');
    expect(JSON.stringify(logged)).toContain('password authentication failed');
  });

  it('answers an ApiError with its own code and status', async () => {
    const response = await fetch(`${url}/forbidden`);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ status: 'Forbidden', code: 403 });
  });

  it('answers an unknown route with 404 RecordNotFound', async () => {
    const response = await fetch(`${url}/no-such-route`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 'RecordNotFound' });
  });

  it('answers a malformed JSON body with 400 FieldInvalid, not 500', async () => {
    const response = await fetch(`${url}/json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 'FieldInvalid', code: 400 });
  });
});
