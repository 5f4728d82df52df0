import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { pushMessages } from '../messages.js';

/** Every address a host name resolves to (an IP literal is its own). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export const resolveWithDns: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * An address on the public internet: not loopback, private, link-local (the cloud metadata
 * service at 169.254.169.254), carrier-grade NAT, multicast or reserved. IPv4 written as IPv6
 * (`::ffff:127.0.0.1`) is judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export interface EndpointRules {
  /**
   * PUSH_ALLOW_HTTP: a local push service in tests, over plain http and on this machine or its
   * network. Off, only https on public addresses is posted to.
   */
  allowHttp: boolean;
  resolveHost: ResolveHost;
}

/**
 * Why the api will not post to this push endpoint, or null when it will: checked when a
 * subscription is saved and again before every send, since what a name resolves to may change.
 */
export async function endpointRefusal(
  endpoint: string,
  rules: EndpointRules,
): Promise<string | null> {
  if (!URL.canParse(endpoint)) return pushMessages.endpointUrl;
  const url = new URL(endpoint);
  if (rules.allowHttp) {
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : pushMessages.endpointUrl;
  }
  if (url.protocol !== 'https:') return pushMessages.endpointUrl;
  // URL keeps an IPv6 literal in brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : await rules.resolveHost(host);
  } catch {
    return pushMessages.endpointPublic;
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
    return pushMessages.endpointPublic;
  }
  return null;
}
