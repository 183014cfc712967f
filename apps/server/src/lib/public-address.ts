import ipaddr from "ipaddr.js";

/** IANA's global unicast block: every IPv6 address outside it is unallocated or special. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/**
 * Whether an IP address is a public unicast one: not loopback, private, link-local (the cloud
 * metadata address 169.254.169.254 included), carrier-grade NAT, unique-local, multicast,
 * unspecified, broadcast or reserved, nor an IPv6 address that carries another one (6to4, Teredo,
 * NAT64); IPv4-mapped IPv6 is judged as its IPv4, and IPv6 must be in the global unicast block
 * 2000::/3. The server connects only to such addresses when a user's input names the host (push
 * endpoints, link embeds), so that a user cannot make it call into the network it runs in.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== "unicast") return false;
  return parsed.kind() === "ipv4" || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}
