// Types for csp-cache-handler.mjs.
export declare function pathnameOfCacheKey(key: string): string;
export declare function addPolicy<T>(key: string, value: T): T;
declare const CspPageCache: new (...args: never[]) => unknown;
export default CspPageCache;
