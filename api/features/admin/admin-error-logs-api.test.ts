/**
 * The admin's error log through the real app: who may read it, the grouped list and details, resolve,
 * reopen, Resolve All of a filter, clean-up, and the API's own 500s logged with their request id.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorGroupDetail, ErrorGroupList } from '@contract/admin-error-logs';
import { REMOVED } from '@contract/error-log';
import { createTestApp, type TestApp } from '../../testing/test-app';

let harness: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let ip = 0;

beforeAll(async () => {
  harness = await createTestApp({ config: { trustProxy: true } });
  await harness.createUser({ username: 'admin', userType: 'admin' });
  admin = await harness.signIn('admin');
});
afterAll(() => harness.close());

async function report(body: Record<string, unknown>, as = admin) {
  const response = await as.agent
    .post('/api/errors/log')
    .set('X-CSRF-Token', as.csrfToken)
    .set('X-Forwarded-For', `198.51.100.${++ip}`)
    .send(body);
  expect(response.status).toBe(201);
}

const listGroups = async (query = '') =>
  (await admin.agent.get(`/api/admin/error-logs${query}`).expect(200)).body as ErrorGroupList;

describe('admin error-log routes', () => {
  it('answer 401 signed out and 403 for other roles; writes need the CSRF token', async () => {
    const visitor = await harness.client();
    expect((await visitor.agent.get('/api/admin/error-logs')).status).toBe(401);
    expect(
      (await visitor.agent.post('/api/admin/error-logs/cleanup').set('X-CSRF-Token', visitor.csrfToken).send({}))
        .status,
    ).toBe(401);
    for (const userType of ['user', 'dealer', 'premium_dealer'] as const) {
      const user = await harness.createUser({ userType });
      const session = await harness.signIn(user.username);
      expect((await session.agent.get('/api/admin/error-logs')).status).toBe(403);
      expect(
        (await session.agent.post('/api/admin/error-logs/resolve-all').set('X-CSRF-Token', session.csrfToken).send({}))
          .status,
      ).toBe(403);
    }
    expect((await admin.agent.post('/api/admin/error-logs/resolve-all').send({})).status).toBe(403);
  });

  it('list one row per bug; details show occurrences with users and request data without secrets', async () => {
    const bug = {
      errorType: 'ApiError',
      message: '500: Something went wrong (Reference: 4b9c2f0e-1111-4222-8333-444455556666)',
      component: 'ContactForm',
      requestData: {
        method: 'POST',
        path: '/api/contact',
        body: { email: 'a@b.hr', password: 'hunter22', nested: { csrfToken: 'x' } },
      },
    };
    await report(bug);
    await report({ ...bug, message: '500: Something went wrong (Reference: 9d9c2f0e-1111-4222-8333-444455556666)' });
    const user = await harness.createUser({ username: 'reporter' });
    await report(bug, await harness.signIn(user.username));

    const list = await listGroups('?component=ContactForm');
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(list.items[0]).toMatchObject({
      errorType: 'ApiError',
      count: 3,
      affectedUsers: 2,
      status: 'unresolved',
      source: 'client',
    });

    const detail = (await admin.agent.get(`/api/admin/error-logs/${list.items[0]!.id}`).expect(200))
      .body as ErrorGroupDetail;
    expect(detail.occurrences).toHaveLength(3);
    expect(detail.occurrences[0]).toMatchObject({ username: 'reporter', userId: user.id });
    const client = detail.occurrences[0]!.requestData!.client as { body: Record<string, unknown> };
    expect(client.body).toEqual({ email: 'a@b.hr', password: REMOVED, nested: { csrfToken: REMOVED } });
    expect(JSON.stringify(detail)).not.toContain('hunter22');

    expect((await admin.agent.get('/api/admin/error-logs/not-an-id')).status).toBe(400);
    expect((await admin.agent.get('/api/admin/error-logs/4b9c2f0e-1111-4222-8333-444455556666')).status).toBe(404);
    expect((await admin.agent.get('/api/admin/error-logs?status=open')).status).toBe(400);
  });

  it('resolve, reopen, Resolve All of a filter, clean-up', async () => {
    await report({ errorType: 'RangeError', message: 'one', component: 'Alpha' });
    await report({ errorType: 'RangeError', message: 'two', component: 'Beta' });
    await report({ errorType: 'SyntaxError', message: 'three', component: 'Gamma' });
    const [first] = (await listGroups('?errorType=RangeError&component=Alpha')).items;

    const resolved = await admin.agent
      .post(`/api/admin/error-logs/${first!.id}/resolve`)
      .set('X-CSRF-Token', admin.csrfToken)
      .expect(200);
    expect(resolved.body.status).toBe('resolved');
    expect((await listGroups('?errorType=RangeError')).total).toBe(1);
    const reopened = await admin.agent
      .post(`/api/admin/error-logs/${first!.id}/reopen`)
      .set('X-CSRF-Token', admin.csrfToken)
      .expect(200);
    expect(reopened.body.status).toBe('unresolved');

    const all = await admin.agent
      .post('/api/admin/error-logs/resolve-all')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ errorType: 'RangeError' })
      .expect(200);
    expect(all.body).toEqual({ count: 2 });
    expect((await listGroups('?errorType=SyntaxError')).total).toBe(1);
    expect((await listGroups('?errorType=RangeError&status=resolved')).total).toBe(2);

    const bad = await admin.agent
      .post('/api/admin/error-logs/cleanup')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ olderThanDays: 0 });
    expect(bad.status).toBe(400);
    // Resolved just now: a clean-up of those older than 30 days keeps them.
    const cleanup = await admin.agent
      .post('/api/admin/error-logs/cleanup')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({})
      .expect(200);
    expect(cleanup.body).toEqual({ count: 0 });
    expect((await listGroups('?errorType=RangeError&status=resolved')).total).toBe(2);
  });

  it("logs the API's own 500s with the request id and without secrets; the client sees only the reference", async () => {
    const search = vi
      .spyOn(harness.services.listings, 'search')
      .mockRejectedValueOnce(new Error('Store unavailable for listing 42'));
    const response = await admin.agent
      .post('/api/cars/search')
      .set('X-CSRF-Token', admin.csrfToken)
      .set('X-Request-Id', 'req-test-500-abcdef')
      .send({ brand: 'Audi' });
    search.mockRestore();
    expect(response.status).toBe(500);
    expect(response.body.message).toContain('req-test-500-abcdef');
    expect(JSON.stringify(response.body)).not.toContain('Store unavailable');

    await vi.waitFor(async () => expect((await listGroups('?component=api')).total).toBe(1));
    const [group] = (await listGroups('?component=api')).items;
    expect(group).toMatchObject({
      source: 'server',
      errorType: 'Error',
      message: 'Store unavailable for listing 42',
      route: 'POST /api/cars/search',
    });
    const detail = (await admin.agent.get(`/api/admin/error-logs/${group!.id}`).expect(200)).body as ErrorGroupDetail;
    expect(detail.occurrences[0]).toMatchObject({
      requestId: 'req-test-500-abcdef',
      username: 'admin',
      requestData: { method: 'POST', path: '/api/cars/search', body: { brand: 'Audi' } },
    });
    expect(detail.stack).toContain('Store unavailable');
  });
});
