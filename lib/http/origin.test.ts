import { parseEnv } from '@/lib/env';
import { boardOrigin } from './origin';

describe('boardOrigin', () => {
  it('is http://<first host>:<PORT> of the board by default (the local demo)', () => {
    const env = parseEnv({});
    expect(boardOrigin('it', env)).toBe('http://it.localhost:3000');
    expect(boardOrigin('biz', env)).toBe('http://biz.localhost:3000');
    expect(boardOrigin('biz', parseEnv({ PORT: '80' }))).toBe('http://biz.localhost');
  });

  it('takes BOARD_URLS first, then APP_URL for the default board, then its scheme for the others', () => {
    const env = parseEnv({
      APP_URL: 'https://praca.example/',
      TENANT_HOSTS: 'praca.example=it,biz.example=biz,firmy.example=firmy',
      BOARD_URLS: 'firmy=https://www.firmy.example:8443',
    });
    expect(boardOrigin('it', env)).toBe('https://praca.example');
    expect(boardOrigin('biz', env)).toBe('https://biz.example');
    expect(boardOrigin('firmy', env)).toBe('https://www.firmy.example:8443');
  });

  it('refuses a malformed BOARD_URLS at start', () => {
    expect(() => parseEnv({ BOARD_URLS: 'it' })).toThrow(/BOARD_URLS/);
    expect(() => parseEnv({ BOARD_URLS: 'it=javascript:alert(1)' })).toThrow(/BOARD_URLS/);
  });
});
