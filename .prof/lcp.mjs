import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (const path of process.argv.slice(2)) {
  const r = await lighthouse(`http://127.0.0.1:3320${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  console.log('==', path, 'perf', r.lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue|0, 'LCP', a['largest-contentful-paint'].numericValue|0, 'TBT', a['total-blocking-time'].numericValue|0, 'SI', a['speed-index'].numericValue|0);
  const el = a['largest-contentful-paint-element']?.details?.items;
  console.log(JSON.stringify(el, null, 0).slice(0, 1500));
  const net = a['network-requests'].details.items.map((i) => `${i.resourceType} ${i.url.replace('http://127.0.0.1:3320','')} ${i.transferSize} prio=${i.priority} start=${i.networkRequestTime|0} end=${i.networkEndTime|0}`);
  console.log(net.join('\n'));
  const mt = a['mainthread-work-breakdown'].details.items.map((i) => `${i.groupLabel} ${i.duration|0}`);
  console.log(mt.join(', '));
  const bu = a['bootup-time'].details.items.map((i) => `${i.url.replace('http://127.0.0.1:3320','')} total=${i.total|0} script=${i.scripting|0}`);
  console.log(bu.join('\n'));
  for (const id of ['render-blocking-resources','unused-javascript','uses-responsive-images','modern-image-formats','offscreen-images','prioritize-lcp-image','lcp-lazy-loaded','unsized-images','font-display']) { const x = a[id]; if (x) console.log(id, x.score, x.displayValue ?? '', JSON.stringify(x.details?.items?.slice(0,4)?.map(i=>[i.url?.replace('http://127.0.0.1:3320',''), i.wastedBytes, i.wastedMs]) ?? '')); }
}
await chrome.kill();
