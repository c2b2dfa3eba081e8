import { expect, type APIResponse, type Response } from "@playwright/test";
import { inlineScriptHashes } from "../../../lib/http/csp.mjs";

/** The page's Content-Security-Policy as a map of directive to sources. */
export function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

/**
 * An HTML page's response carries exactly one policy, its scripts come from this origin and its
 * own inline scripts only (every inline script in the HTML by hash, nothing unsafe), and its
 * other directives are the site's.
 */
export async function expectStrictPagePolicy(response: APIResponse | Response) {
  const policies = (await response.headersArray()).filter((header) => header.name.toLowerCase() === "content-security-policy");
  expect(policies, `one Content-Security-Policy on ${response.url()}`).toHaveLength(1);
  const policy = parsePolicy(policies[0].value);
  const scripts = policy.get("script-src") ?? [];
  expect(scripts[0]).toBe("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  const html = await response.text();
  const nonces = scripts.filter((source) => source.startsWith("'nonce-"));
  if (nonces.length === 0) {
    // Prerendered: the hashes are exactly the page's inline scripts.
    expect(new Set(scripts.slice(1)), `script hashes of ${response.url()}`).toEqual(new Set(inlineScriptHashes(html)));
  } else {
    expect(nonces).toHaveLength(1);
    expect(scripts).toHaveLength(2);
  }
  expect(policy.get("default-src")).toEqual(["'none'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.get("form-action")).toEqual(["'self'"]);
  return policy;
}
