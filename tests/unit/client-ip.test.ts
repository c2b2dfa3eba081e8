import { clientIp } from "@/lib/http/client-ip";

const headers = (values: Record<string, string>) => new Headers(values);
const none = { CLIENT_IP_HEADER: undefined, TRUSTED_PROXY_COUNT: 1, VERCEL: undefined };

describe("clientIp", () => {
  it("trusts no header by default (X-Forwarded-For can be forged)", () => {
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.1", "x-real-ip": "203.0.113.2" }), none)).toBeNull();
  });

  it("reads the configured header", () => {
    expect(clientIp(headers({ "x-real-ip": "198.51.100.7" }), { ...none, CLIENT_IP_HEADER: "x-real-ip" })).toBe("198.51.100.7");
    expect(clientIp(headers({ "cf-connecting-ip": "2001:db8::1" }), { ...none, CLIENT_IP_HEADER: "cf-connecting-ip" })).toBe("2001:db8::1");
  });

  it("takes the X-Forwarded-For entry added by the outermost trusted proxy, not the client's", () => {
    const forwarded = headers({ "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.2" });
    expect(clientIp(forwarded, { ...none, CLIENT_IP_HEADER: "x-forwarded-for", TRUSTED_PROXY_COUNT: 1 })).toBe("10.0.0.2");
    expect(clientIp(forwarded, { ...none, CLIENT_IP_HEADER: "x-forwarded-for", TRUSTED_PROXY_COUNT: 2 })).toBe("198.51.100.7");
  });

  it("uses x-real-ip on Vercel", () => {
    expect(clientIp(headers({ "x-real-ip": "192.0.2.9" }), { ...none, VERCEL: "1" })).toBe("192.0.2.9");
  });

  it("ignores values that are not IP addresses", () => {
    expect(clientIp(headers({ "x-real-ip": "<script>" }), { ...none, CLIENT_IP_HEADER: "x-real-ip" })).toBeNull();
  });
});
