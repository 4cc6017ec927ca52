import { describe, expect, it } from 'vitest';
import { isOriginAllowed } from './cors.ts';

describe('isOriginAllowed', () => {
  const list = ['localhost', 'admin.example.com', 'https://shop.example.com'];
  it('accepts listed hosts with any port, full origins and the own host', () => {
    expect(isOriginAllowed('http://localhost:5173', list, 'api:8000')).toBe(true);
    expect(isOriginAllowed('https://admin.example.com', list, undefined)).toBe(true);
    expect(isOriginAllowed('https://shop.example.com', list, undefined)).toBe(true);
    expect(isOriginAllowed('http://api.local:8000', [], 'api.local:8000')).toBe(true);
  });
  it('refuses others, look-alikes and garbage', () => {
    expect(isOriginAllowed('https://evil.com', list, 'api:8000')).toBe(false);
    expect(isOriginAllowed('https://admin.example.com.evil.com', list, undefined)).toBe(false);
    expect(isOriginAllowed('http://shop.example.com', list, undefined)).toBe(false);
    expect(isOriginAllowed('null', list, undefined)).toBe(false);
  });
  it('accepts everything with *', () => {
    expect(isOriginAllowed('https://x.y', ['*'], undefined)).toBe(true);
  });
});
