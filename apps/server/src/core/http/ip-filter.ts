import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { t } from '../i18n/index.ts';
import { envelope } from './protocol.ts';

export class IpListError extends Error {
  constructor(readonly entry: string) {
    super(`Invalid IP or CIDR: ${entry}`);
  }
}

const family = (ip: string) => (isIP(ip) === 6 ? 'ipv6' : 'ipv4');

/**
 * The `no_access_ip` setting (reference 0.3): one IPv4/IPv6 address or CIDR per line (commas
 * too); blank lines ignored. IPv4 rules also match IPv4-mapped IPv6 clients and the reverse.
 * A bad entry throws, or with `skipInvalid` is left out (a row written behind the API's back).
 */
export function parseIpList(text: string, skipInvalid = false): BlockList {
  const list = new BlockList();
  for (const entry of text.split(/[\n,]/).map((s) => s.trim()).filter(Boolean)) {
    const [address, prefix, extra] = entry.split('/');
    const bits = prefix === undefined ? null : /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
    const valid = extra === undefined && isIP(address) && (bits === null || (bits >= 0 && bits <= (family(address) === 'ipv6' ? 128 : 32)));
    if (!valid) {
      if (skipInvalid) continue;
      throw new IpListError(entry);
    }
    if (bits === null) list.addAddress(address, family(address));
    else list.addSubnet(address, bits, family(address));
  }
  return list;
}

export function ipBlocked(list: BlockList, ip: string): boolean {
  if (!isIP(ip)) return false;
  try {
    return list.check(ip, family(ip));
  } catch {
    return false; // an address the list cannot compare (a zone id) is not listed
  }
}

/** Refuses listed clients with HTTP 403 (in the envelope) before anything else runs. */
export function installIpFilter(app: FastifyInstance, listText: () => Promise<string>) {
  let parsed: { text: string; list: BlockList | null } = { text: '', list: null };
  const current = async () => {
    const text = await listText();
    if (text !== parsed.text) parsed = { text, list: text.trim() ? parseIpList(text, true) : null };
    return parsed.list;
  };

  app.addHook('onRequest', async (req, reply) => {
    const list = await current();
    if (list && ipBlocked(list, req.ip)) {
      return reply.code(403).send(envelope(0, t(req.lang, 'No permission request'), req.time, null));
    }
  });
}
