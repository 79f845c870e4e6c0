import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { PROOF_OF_WORK_ALGORITHM, type ProofOfWorkChallenge, type ProofOfWorkSolution } from '@stepwise/contracts';
import { defaultRateLimits, type RateLimits } from '../../src/config.js';
import { bearer, PASSWORD, registerUser, uniqueEmail } from '../helpers/auth.js';
import { DAY, MINUTE, SECOND } from '../helpers/clock.js';
import { solveChallenge, wrongSolution } from '../helpers/proof-of-work.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const limits: RateLimits = {
  ...defaultRateLimits,
  loginPerIp: { max: 10_000, timeWindowMs: MINUTE },
  passwordFailuresPerEmailAndIp: { max: 2, timeWindowMs: 15 * MINUTE },
  passwordFailuresPerIp: { max: 4, timeWindowMs: 60 * MINUTE },
  passwordFailuresPerDevice: { max: 3, timeWindowMs: 15 * MINUTE },
  registerPerIp: { max: 10_000, timeWindowMs: MINUTE },
  registerPerEmail: { max: 10_000, timeWindowMs: MINUTE },
};

interface Attempt {
  email: string;
  password: string;
  address: string;
  /** The sw_device cookie this browser carries. */
  device?: string;
  proof?: ProofOfWorkSolution;
}

function signIn(testApp: TestApp, { email, password, address, device, proof }: Attempt) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, ...(proof && { proof_of_work: proof }) },
    remoteAddress: address,
    ...(device && { cookies: { sw_device: device } }),
  });
}

function deviceCookie(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((candidate) => candidate.name === 'sw_device');
  expect(cookie).toBeDefined();
  return cookie!;
}

/** Signs in with the right password (no limit in the way) and returns the browser's device cookie. */
async function deviceThatSignedIn(testApp: TestApp, email: string, address: string, device?: string): Promise<string> {
  const response = await signIn(testApp, { email, password: PASSWORD, address, device });
  expect(response.statusCode).toBe(200);
  return deviceCookie(response).value;
}

/** Other people at `address` mistype passwords of accounts that are not the one under test. */
async function wrongPasswordsFrom(testApp: TestApp, address: string, count: number) {
  for (let attempt = 0; attempt < count; attempt += 1) {
    let response = await signIn(testApp, { email: uniqueEmail('typo'), password: 'mistyped', address });
    if (response.statusCode === 429) {
      const challenge = response.json<{ proof_of_work: ProofOfWorkChallenge }>().proof_of_work;
      response = await signIn(testApp, { email: uniqueEmail('typo'), password: 'mistyped', address, proof: solveChallenge(challenge) });
    }
    expect(response.statusCode).toBe(401);
  }
}

function expectChallenge(response: LightMyRequestResponse, rejected?: string): ProofOfWorkChallenge {
  expect(response.statusCode).toBe(429);
  const body = response.json<{ code: string; message: string; proof_of_work: ProofOfWorkChallenge; proof_of_work_rejected?: string }>();
  expect(body).toMatchObject({
    code: 'proof_of_work_required',
    message: expect.stringMatching(/^Too many wrong passwords from this address/),
    proof_of_work: { token: expect.any(String), algorithm: PROOF_OF_WORK_ALGORITHM, difficulty: expect.any(Number), expires_in: 300 },
  });
  expect(body.proof_of_work_rejected).toBe(rejected);
  expect(response.headers['retry-after']).toBeUndefined();
  return body.proof_of_work;
}

function expectRateLimited(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ code: 'rate_limited', message: expect.stringMatching(/^Too many requests/) });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('one address, many people: wrong passwords slow guessing without locking out the right password', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ config: { rateLimits: limits } });
  });
  afterAll(() => testApp.close());

  it('a successful sign-in marks the browser with sw_device: HttpOnly, SameSite=Lax, only for /api/auth, for a year', async () => {
    const { email } = await registerUser(testApp, {}, '10.2.0.1');
    const response = await signIn(testApp, { email, password: PASSWORD, address: '10.2.0.1' });
    expect(response.statusCode).toBe(200);
    expect(deviceCookie(response)).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Lax', maxAge: 365 * 24 * 60 * 60 });
    expect(Boolean(deviceCookie(response).secure)).toBe(false);

    const failed = await signIn(testApp, { email, password: 'wrong', address: '10.2.0.1' });
    expect(failed.statusCode).toBe(401);
    expect(failed.headers['set-cookie']).toBeUndefined();
  });

  it('the office scenario: after the address is over its limit, a browser that signed in before still signs in at once', async () => {
    const office = '10.2.1.1';
    const { email } = await registerUser(testApp, {}, '10.2.1.99');
    const device = await deviceThatSignedIn(testApp, email, office);

    await wrongPasswordsFrom(testApp, office, 6);
    // a browser new to the account is asked for work now…
    expectChallenge(await signIn(testApp, { email, password: PASSWORD, address: office }));
    // …the one that signed in before is not, and its cookie is renewed
    const response = await signIn(testApp, { email, password: PASSWORD, address: office, device });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ access_token: expect.any(String) });
    expect(deviceCookie(response).value).toMatch(/^1\./);
  });

  it('a new browser at that address gets a challenge instead of a refusal, and signs in with its solution', async () => {
    const office = '10.2.2.1';
    const { email } = await registerUser(testApp, {}, '10.2.2.99');
    await wrongPasswordsFrom(testApp, office, 4);

    const challenge = expectChallenge(await signIn(testApp, { email, password: PASSWORD, address: office }));
    expect(challenge.difficulty).toBe(14);
    const proof = solveChallenge(challenge);
    const response = await signIn(testApp, { email, password: PASSWORD, address: office, proof });
    expect(response.statusCode).toBe(200);
    // from then on this browser is one that signed in before
    const device = deviceCookie(response).value;
    expect((await signIn(testApp, { email, password: PASSWORD, address: office, device })).statusCode).toBe(200);

    // a solution works once, for the address it was issued to, and only while fresh
    expectChallenge(await signIn(testApp, { email, password: PASSWORD, address: office, proof }), 'used');
    const another = expectChallenge(await signIn(testApp, { email, password: PASSWORD, address: office }));
    expectChallenge(await signIn(testApp, { email, password: PASSWORD, address: office, proof: wrongSolution(another) }), 'wrong');
    expectChallenge(
      await signIn(testApp, { email, password: PASSWORD, address: office, proof: { ...solveChallenge(another), token: `${another.token}0` } }),
      'wrong',
    );
    const elsewhere = solveChallenge(expectChallenge(await signIn(testApp, { email, password: PASSWORD, address: office })));
    await wrongPasswordsFrom(testApp, '10.2.2.2', 4);
    expectChallenge(await signIn(testApp, { email, password: PASSWORD, address: '10.2.2.2', proof: elsewhere }), 'wrong');
  });

  it('a challenge expires after five minutes', async () => {
    const office = '10.2.3.1';
    const { email } = await registerUser(testApp, {}, '10.2.3.99');
    await wrongPasswordsFrom(testApp, office, 4);
    const proof = solveChallenge(expectChallenge(await signIn(testApp, { email, password: PASSWORD, address: office })));
    testApp.clock.advance(5 * MINUTE + SECOND);
    expectChallenge(await signIn(testApp, { email, password: PASSWORD, address: office, proof }), 'expired');
  });

  it('the work asked grows with the address’s wrong passwords (a limit’s worth more: one bit more)', async () => {
    const office = '10.2.4.1';
    const { email } = await registerUser(testApp, {}, '10.2.4.99');
    await wrongPasswordsFrom(testApp, office, 4);
    expect(expectChallenge(await signIn(testApp, { email, password: PASSWORD, address: office })).difficulty).toBe(14);
    await wrongPasswordsFrom(testApp, office, 4);
    expect(expectChallenge(await signIn(testApp, { email, password: PASSWORD, address: office })).difficulty).toBe(15);
    // a wrong password with a solved challenge is just a wrong password
    const proof = solveChallenge(expectChallenge(await signIn(testApp, { email: uniqueEmail(), password: 'x', address: office })));
    expect((await signIn(testApp, { email: uniqueEmail(), password: 'x', address: office, proof })).json()).toMatchObject({ code: 'wrong_credentials' });
  });

  it('the (email, address) limit still refuses a new browser, even with a solved challenge; a browser that signed in before passes', async () => {
    const office = '10.2.5.1';
    const { email } = await registerUser(testApp, {}, '10.2.5.99');
    const device = await deviceThatSignedIn(testApp, email, office);
    expect((await signIn(testApp, { email, password: 'guess-1', address: office })).statusCode).toBe(401);
    expect((await signIn(testApp, { email, password: 'guess-2', address: office })).statusCode).toBe(401);

    expectRateLimited(await signIn(testApp, { email, password: PASSWORD, address: office }));
    await wrongPasswordsFrom(testApp, office, 4);
    expectRateLimited(await signIn(testApp, { email, password: PASSWORD, address: office }));
    const proof = solveChallenge(expectChallenge(await signIn(testApp, { email: uniqueEmail(), password: PASSWORD, address: office })));
    expectRateLimited(await signIn(testApp, { email, password: PASSWORD, address: office, proof }));
    expect((await signIn(testApp, { email, password: PASSWORD, address: office, device })).statusCode).toBe(200);
    // the owner's other address is not affected
    expect((await signIn(testApp, { email, password: PASSWORD, address: '10.2.5.2' })).statusCode).toBe(200);
  });

  it('a trusted browser’s own wrong passwords count for that browser only; past its limit it is trusted no more', async () => {
    const address = '10.2.6.1';
    const { email } = await registerUser(testApp, {}, '10.2.6.99');
    const device = await deviceThatSignedIn(testApp, email, address);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await signIn(testApp, { email, password: `guess-${attempt}`, address, device })).statusCode).toBe(401);
    }
    // neither the address nor the (email, address) pair counted them
    const colleague = await registerUser(testApp, {}, '10.2.6.98');
    expect((await signIn(testApp, { email: colleague.email, password: PASSWORD, address })).statusCode).toBe(200);

    // the device has used up its wrong passwords: now the pair's limit applies to it
    expect((await signIn(testApp, { email, password: 'guess-4', address, device })).statusCode).toBe(401);
    expect((await signIn(testApp, { email, password: 'guess-5', address, device })).statusCode).toBe(401);
    expectRateLimited(await signIn(testApp, { email, password: PASSWORD, address, device }));
  });

  it('a forged cookie, or one for another account or another browser, is ignored', async () => {
    const office = '10.2.7.1';
    const owner = await registerUser(testApp, {}, '10.2.7.99');
    const other = await registerUser(testApp, {}, '10.2.7.98');
    const device = await deviceThatSignedIn(testApp, owner.email, '10.2.7.2');
    const secondBrowser = await deviceThatSignedIn(testApp, other.email, '10.2.7.2');
    await wrongPasswordsFrom(testApp, office, 4);

    const [version, deviceId, entry] = device.split('.');
    const [userId, signedAt, tag] = entry!.split('-');
    const flipped = `${tag!.slice(0, -1)}${tag!.endsWith('0') ? '1' : '0'}`;
    const forged = [
      [version, deviceId, `${userId}-${signedAt}-${flipped}`].join('.'),
      [version, deviceId, `${userId}-${Number(signedAt) + 1}-${tag}`].join('.'),
      [version, secondBrowser.split('.')[1], entry].join('.'),
      'not-a-cookie',
    ];
    for (const cookie of forged) expectChallenge(await signIn(testApp, { email: owner.email, password: PASSWORD, address: office, device: cookie }));
    // a genuine cookie of another account says nothing about this one
    expectChallenge(await signIn(testApp, { email: owner.email, password: PASSWORD, address: office, device: secondBrowser }));
    expect((await signIn(testApp, { email: owner.email, password: PASSWORD, address: office, device })).statusCode).toBe(200);
  });

  it('one browser remembers several accounts; signing in to one keeps the others', async () => {
    const office = '10.2.8.1';
    const first = await registerUser(testApp, {}, '10.2.8.99');
    const second = await registerUser(testApp, {}, '10.2.8.98');
    let device = await deviceThatSignedIn(testApp, first.email, '10.2.8.2');
    device = await deviceThatSignedIn(testApp, second.email, '10.2.8.2', device);
    await wrongPasswordsFrom(testApp, office, 4);

    expect((await signIn(testApp, { email: first.email, password: PASSWORD, address: office, device })).statusCode).toBe(200);
    expect((await signIn(testApp, { email: second.email, password: PASSWORD, address: office, device })).statusCode).toBe(200);
  });

  it('a password change ends the trust of every browser in that account', async () => {
    const office = '10.2.9.1';
    const { email, token } = await registerUser(testApp, {}, '10.2.9.99');
    const device = await deviceThatSignedIn(testApp, email, '10.2.9.2');
    const changed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: bearer(token),
      payload: { current_password: PASSWORD, new_password: 'a-new-password-2' },
      remoteAddress: '10.2.9.2',
    });
    expect(changed.statusCode).toBe(200);
    await wrongPasswordsFrom(testApp, office, 4);

    expectChallenge(await signIn(testApp, { email, password: 'a-new-password-2', address: office, device }));
  });
});

describe('an entry of the device cookie is trusted for a year', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ config: { rateLimits: limits } });
  });
  afterAll(() => testApp.close());

  it('a year and a day later the browser is new again', async () => {
    const office = '10.3.0.1';
    const { email } = await registerUser(testApp, {}, '10.3.0.99');
    const device = await deviceThatSignedIn(testApp, email, '10.3.0.2');
    await wrongPasswordsFrom(testApp, office, 4);
    expect((await signIn(testApp, { email, password: PASSWORD, address: office, device })).statusCode).toBe(200);

    testApp.clock.advance(366 * DAY);
    expectChallenge(await signIn(testApp, { email, password: PASSWORD, address: office, device }));
  });
});
