import { describe, expect, it } from 'vitest';
import { buildHttpRequest, credentialHeaders } from './buildHttpRequest.ts';

describe('buildHttpRequest', () => {
  it('adds query rows and lower-cased headers, and checks JSON bodies', async () => {
    const r = await buildHttpRequest({
      method: 'post',
      url: 'https://example.com/a?x=1',
      queryParams: [{ key: 'q', value: 'a b' }],
      headers: [{ key: 'X-Token', value: 't' }],
      bodyType: 'json',
      body: '{"a": 1}',
    });
    expect(r).toEqual({
      url: 'https://example.com/a?x=1&q=a+b',
      method: 'POST',
      headers: { 'x-token': 't', 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    await expect(
      buildHttpRequest({ method: 'POST', url: 'https://e.com', bodyType: 'json', body: '{bad' }),
    ).rejects.toThrow('not valid JSON');
    await expect(buildHttpRequest({ url: 'not a url' })).rejects.toThrow('not a valid URL');
  });

  it('encodes form bodies', async () => {
    const form = await buildHttpRequest({
      method: 'POST',
      url: 'https://e.com',
      bodyType: 'xWwwFormUrlencoded',
      body: [{ key: 'a', value: '1 2' }],
    });
    expect(form.body).toBe('a=1+2');
    const multi = await buildHttpRequest({
      method: 'POST',
      url: 'https://e.com',
      bodyType: 'formData',
      body: [{ key: 'f', value: 'v' }],
    });
    expect(multi.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(new TextDecoder().decode(multi.body as Uint8Array)).toContain('name="f"');
  });

  it('turns HTTP credentials into headers', () => {
    expect(credentialHeaders('httpBearerToken', { token: 'abc' })).toEqual({ authorization: 'Bearer abc' });
    expect(credentialHeaders('httpBasicAuth', { basicAuthUsername: 'u', basicAuthPassword: 'p' })).toEqual({
      authorization: `Basic ${Buffer.from('u:p').toString('base64')}`,
    });
    expect(credentialHeaders('httpApiKey', { key: 'X-Key', value: 'v' })).toEqual({ 'x-key': 'v' });
  });
});
