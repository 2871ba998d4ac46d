// A local S3-compatible server (s3rver) for tests and benches, in its own process:
//   node --openssl-legacy-provider tests/s3rver-process.mjs DIRECTORY BUCKET [PORT]
// prints `port=N` once the bucket exists and it listens on 127.0.0.1 (port 0, the default: a free one), and
// exits when its standard input closes, so it never outlives whoever started it (even one killed with -9).
// The legacy OpenSSL provider: s3rver encrypts list continuation tokens with DES, which OpenSSL 3 keeps there.
import S3rver from 's3rver';

const [directory, bucket, port = '0'] = process.argv.slice(2);
if (!directory || !bucket) {
  console.error('usage: node --openssl-legacy-provider tests/s3rver-process.mjs DIRECTORY BUCKET [PORT]');
  process.exit(2);
}
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
const address = await server.run();
process.stdout.write(`port=${address.port}\n`);
process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
process.stdin.resume();
