import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address.js";

describe("isPublicAddress", () => {
  it.each(["8.8.8.8", "93.184.215.14", "1.1.1.1", "2606:4700:4700::1111", "2a00:1450:4001:80b::200e", "::ffff:8.8.8.8"])("%s is public", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "::1",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "fe80::1",
    "100.64.0.1",
    "100.127.255.255",
    "0.0.0.0",
    "::",
    "255.255.255.255",
    "224.0.0.251",
    "ff02::1",
    "fc00::1",
    "fd00:ec2::254",
    "fec0::1",
    "192.0.0.8",
    "192.0.2.1",
    "198.18.0.1",
    "240.0.0.1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "2002:7f00:1::1",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "64:ff9b::a00:1",
    "2001:db8::1",
    "100::1",
    "4000::1",
    "not an address",
    "",
  ])("%s is not public", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
