import ipaddr from "ipaddr.js";

/**
 * Whether an IP address is a public unicast one: not loopback, private, link-local, carrier-grade
 * NAT, unique-local, multicast, unspecified or reserved (IPv4-mapped IPv6 judged as its IPv4).
 * The server connects only to such addresses when a user's input names the host (push endpoints),
 * so that a user cannot make it call into the network it runs in.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}
