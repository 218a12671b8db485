import { describe, expect, it } from 'vitest';
import { absoluteUrlFrom } from './url';

describe('absoluteUrlFrom', () => {
  it('writes the root as the bare origin and every other path in full', () => {
    expect(absoluteUrlFrom('https://andyshow.example', '/')).toBe('https://andyshow.example');
    expect(absoluteUrlFrom('https://andyshow.example/', '/tr')).toBe('https://andyshow.example/tr');
    expect(absoluteUrlFrom('https://andyshow.example', '/?a=1')).toBe(
      'https://andyshow.example/?a=1',
    );
    expect(absoluteUrlFrom('http://127.0.0.1:3100', '/ru/events-concerts/yılbaşı')).toBe(
      'http://127.0.0.1:3100/ru/events-concerts/y%C4%B1lba%C5%9F%C4%B1',
    );
  });
});
