// Next's own copy of path-to-regexp (6.x), with which it matches custom routes: the locale routes' test uses it.
declare module 'next/dist/compiled/path-to-regexp' {
  export function pathToRegexp(
    path: string,
    keys?: { name: string | number }[],
    options?: { strict?: boolean; sensitive?: boolean },
  ): RegExp;
  export function compile(
    path: string,
    options?: { validate?: boolean; encode?: (value: string) => string },
  ): (params: Record<string, unknown>) => string;
}
