import { tenantHostMap, parseEnv } from '@/lib/env';
import { tenantSlugForHost } from './resolve-host';

const hosts = tenantHostMap(parseEnv({ TENANT_HOSTS: 'it.localhost=it, biz.localhost=biz,Praca.Example.PL=biz' }));

describe('tenantSlugForHost', () => {
  it('maps the configured hosts, ignoring the port and case', () => {
    expect(tenantSlugForHost('it.localhost:3000', hosts, 'it')).toBe('it');
    expect(tenantSlugForHost('BIZ.localhost:8080', hosts, 'it')).toBe('biz');
    expect(tenantSlugForHost('praca.example.pl', hosts, 'it')).toBe('biz');
  });

  it('sends unknown, empty and odd hosts to the default tenant', () => {
    expect(tenantSlugForHost('localhost:3000', hosts, 'it')).toBe('it');
    expect(tenantSlugForHost('', hosts, 'it')).toBe('it');
    expect(tenantSlugForHost(null, hosts, 'it')).toBe('it');
    expect(tenantSlugForHost('[::1]:3000', hosts, 'it')).toBe('it');
    expect(tenantSlugForHost('biz.localhost.evil.com', hosts, 'it')).toBe('it');
  });
});
