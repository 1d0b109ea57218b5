import { describe, expect, it } from 'vitest';
import { buildTestApp, call, expectNoInternals, fakeClock } from '../helpers.js';

// 10:00 UTC on 15 January 2026 is 15:30 the same day in India.
const clock = fakeClock(Date.UTC(2026, 0, 15, 10, 0, 0));

describe('GET /order-api/pincode/{pincode}: India Post directory and the delivery rules', () => {
  it('names the place and gives a near pincode a 2-day delivery with Cash on Delivery', async () => {
    const app = await buildTestApp({ now: clock.now });
    const { status, body } = await call(app, { url: '/order-api/pincode/560001' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: true,
      pincode: '560001',
      place: { office: 'Bangalore', district: 'Bangalore', state: 'Karnataka' },
      serviceable: true,
      deliveryDate: '2026-01-17',
      codAvailable: true,
      codLimit: 50000,
    });
    expect(body.distanceKm).toBeLessThan(30);
  });

  it('delivers far later by distance and offers no Cash on Delivery past 1,000 km (Delhi)', async () => {
    const app = await buildTestApp({ now: clock.now });
    const { body } = await call(app, { url: '/order-api/pincode/110001' });
    expect(body).toMatchObject({ serviceable: true, codAvailable: false, place: { state: 'Delhi' } });
    // About 1,740 km from the warehouse: 1 + ceil(1740 / 500) = 5 days.
    expect(body.deliveryDate).toBe('2026-01-20');
  });

  it('says an island pincode is not served, and why', async () => {
    const app = await buildTestApp({ now: clock.now });
    const { status, body } = await call(app, { url: '/order-api/pincode/744101' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ serviceable: false, codAvailable: false, place: { state: 'Andaman & Nicobar' } });
    expect(body.msg).toMatch(/do not deliver/);
    expect(body).not.toHaveProperty('deliveryDate');
  });

  it('answers 404 for six digits no post office has', async () => {
    const app = await buildTestApp();
    const { status, body } = await call(app, { url: '/order-api/pincode/999999' });
    expect(status).toBe(404);
    expect(body).toEqual({ status: false, msg: 'No post office in India has the pincode 999999' });
  });

  it.each(['56000', '5600011', '056001', 'abcdef', '56 001'])(
    'refuses the malformed pincode %j with a 400',
    async (pincode) => {
      const app = await buildTestApp();
      const { status, body, response } = await call(app, { url: `/order-api/pincode/${encodeURIComponent(pincode)}` });
      expect(status).toBe(400);
      expect(body.status).toBe(false);
      expect(body.msg).toMatch(/pincode/);
      expectNoInternals(response.body);
    },
  );
});
