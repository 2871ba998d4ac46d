import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const m0 = (a: any) => (a('metrics').details as any).items[0].observedLargestContentfulPaint;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
for (let i = 0; i < Number(process.argv[3] ?? 1); i++) {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = r!.lhr;
  const a = (id: string) => lhr.audits[id];
  console.log('score', Math.round(lhr.categories.performance!.score! * 100), 'LCP', a('largest-contentful-paint')!.numericValue, 'FCP', a('first-contentful-paint')!.numericValue, 'TBT', a('total-blocking-time')!.numericValue, 'SI', a('speed-index')!.numericValue);
  const el = a('largest-contentful-paint-element')?.details as any;
  console.log(JSON.stringify(el?.items?.map((it: any) => it.items ?? it).flat().map((x: any) => x.node?.snippet ?? x), null, 0).slice(0, 1500));
  const metrics = a('metrics')!.details as any;
  const m = metrics.items[0];
  const reqs = (a('network-requests')!.details as any).items;
  const lcpAt = m0(a);
  console.log(reqs.filter((r: any) => r.networkRequestTime < lcpAt + 50).map((r: any) => `${r.networkRequestTime.toFixed(0)}-${r.networkEndTime.toFixed(0)} ${r.priority} ${r.resourceType} ${r.url.replace(/^https?:\/\/[^/]+/, '')}`).join('\n'));
  console.log('observed: FCP', m.observedFirstContentfulPaint, 'LCP', m.observedLargestContentfulPaint, 'DCL', m.observedDomContentLoaded, 'load', m.observedLoad);
}
await chrome.kill();
