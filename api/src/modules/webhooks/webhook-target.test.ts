import { checkTarget, isPublicAddress } from './webhook-target';

const policy = { allowHttp: false, allowedHosts: ['hooks.internal'] };
const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses;

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '2606:4700:4700::1111', '93.184.216.34'])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:10.0.0.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('checkTarget', () => {
  it('wants https in production', async () => {
    expect(await checkTarget('http://example.com/h', policy, resolvesTo('93.184.216.34'))).toBe('notHttps');
    expect(await checkTarget('https://example.com/h', policy, resolvesTo('93.184.216.34'))).toBeNull();
    expect(await checkTarget('http://example.com/h', { ...policy, allowHttp: true }, resolvesTo('93.184.216.34'))).toBeNull();
  });

  it('refuses a host when any of its addresses is private (DNS may answer either)', async () => {
    expect(await checkTarget('https://evil.example/h', policy, resolvesTo('93.184.216.34', '10.0.0.5'))).toBe('notAllowed');
  });

  it('checks IP literals without DNS', async () => {
    const never = async (): Promise<string[]> => {
      throw new Error('no lookup expected');
    };
    expect(await checkTarget('https://[::1]/h', policy, never)).toBe('notAllowed');
    expect(await checkTarget('https://8.8.8.8/h', policy, never)).toBeNull();
  });

  it('lets listed hosts through, and says when a host does not resolve', async () => {
    expect(await checkTarget('https://hooks.internal/h', policy, resolvesTo('10.0.0.5'))).toBeNull();
    const fails = async (): Promise<string[]> => {
      throw new Error('ENOTFOUND');
    };
    expect(await checkTarget('https://nowhere.example/h', policy, fails)).toBe('unresolvable');
    expect(await checkTarget('not a url', policy)).toBe('invalid');
  });
});
