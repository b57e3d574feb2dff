import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { callerAddress } from '../../../lambdas/http/caller-address';

const event = (headers: Record<string, string>, sourceIp = '130.176.0.1') =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as APIGatewayProxyEventV2;

describe('who an anonymous request comes from, for the mail limits', () => {
  it.each<[string, Record<string, string>, string]>([
    ['the viewer address CloudFront appended', { 'x-forwarded-for': '203.0.113.9' }, '203.0.113.9'],
    [
      'the last entry, not what the viewer claimed before it',
      { 'x-forwarded-for': '10.0.0.1, 203.0.113.9 ' },
      '203.0.113.9',
    ],
    ['the connection without the header (the local stack)', {}, '130.176.0.1'],
    ['the connection when the header is empty', { 'x-forwarded-for': ' , ' }, '130.176.0.1'],
  ])('is %s', (_label, headers, expected) => {
    // Act
    const address = callerAddress(event(headers));

    // Assess
    expect(address).toBe(expected);
  });
});
