// 'server-only' is a marker for the Next bundler; tests import server modules freely.
export {};
