import { describe, expect, it } from 'vitest';
import { errorBody, errorFamilyOf, failureMessages, failureStatus, type Failure } from '../src/error-body.js';

describe('errorFamilyOf', () => {
  it.each([
    [['prod', 'msg'], 'product'],
    [['prods', 'msg'], 'productById'],
    [['success', 'message'], 'otp'],
    [['status', 'msg'], 'status'],
    [['msg'], 'message'],
    [['error'], undefined],
    [[], undefined],
  ])('reads %j as %s', (required, family) => {
    expect(errorFamilyOf(required)).toBe(family);
  });
});

describe('errorBody', () => {
  it.each([
    ['product', { prod: null, msg: 'm' }],
    ['productById', { prods: null, msg: 'm' }],
    ['status', { status: false, msg: 'm' }],
    ['message', { msg: 'm' }],
    ['otp', { success: false, message: 'm' }],
  ] as const)('builds the %s body', (family, body) => {
    expect(errorBody(family, 'm')).toEqual(body);
  });
});

describe('failureStatus', () => {
  it('is 503 (try again later) for a time-out or a full line, 502 for anything else', () => {
    const statuses = Object.fromEntries(
      (Object.keys(failureMessages) as Failure[]).map((reason) => [reason, failureStatus(reason)]),
    );
    expect(statuses).toEqual({
      unreachable: 502,
      timeout: 503,
      busy: 503,
      'too-large': 502,
      'upstream-error': 502,
      'not-json': 502,
      abandoned: 502,
    });
  });

  it('has a sentence for every failure', () => {
    for (const message of Object.values(failureMessages)) expect(message).toMatch(/^The .+\.$/);
  });
});
