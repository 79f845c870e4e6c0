#!/usr/bin/env node
// Measures the JavaScript a first visit downloads (bytes on the wire, i.e. compressed) and how long
// until the page is live, in a real Chromium against the built product, and fails when a budget
// (bench/bundle-budgets.json) is exceeded.
//
// A public page is prerendered: its first load carries no script file (the app starts at the
// visitor's first activity, shell/server/boot-on-intent.ts), and once loaded and idle it fetches
// the app's files into the cache without running them. For those pages it prints what the first
// load downloads, what is fetched ahead and what the visitor's first activity then downloads (each
// file counted once), with the time from that activity until the page is live: the activity comes
// once the page is idle and has fetched ahead. With --mobile it also times an activity that comes
// at once, as soon as the page is parsed, before anything could be fetched ahead (printed, not
// budgeted: a visitor rarely acts within the first second, but some do). /login, an application page, loads the app at once: its
// first load is its first activity, and it is live when its screen's heading shows.
//
// Budgets, each failing the run: a public page's first load (firstLoadKb); everything the first
// activity costs, first load included (firstActivityKb), and the libraries within it (librariesKb:
// installed packages — React, the router, Redux Toolkit, react-intl, emotion, final-form, the
// federation runtime); on every page, each app's own code (appKb: the shell, and each remote by
// container name; its sources, the @stepwise packages, message catalogues and the bundler's glue in
// the files it serves, libraries left out); and, with --mobile, the median time until live
// (liveMs, acting once the page is idle). A file's bytes are split between libraries and own code
// by its source map (bench/lib/built-file.mjs). Bytes are those on the wire: brotli, as Chromium
// accepts it, from the copies the build compressed ahead (shared/build/precompressed-assets.ts).
//
// A signed-in member (registered through the stack's API, with a workspace of a few tasks) then
// visits the portal (/account/workspaces) and a workspace's first screen (/w/:id, My flow), both
// application pages measured like /login: the files until the screen is usable (its heading shown,
// no loading skeleton left, the network idle). Budget: what /w/:id downloads beyond the portal
// (workspaceOverPortalKb), besides each app's own files and, with --mobile, the time from the
// navigation until usable (memberLiveMs).
//
// `--mobile` throttles like Lighthouse's mobile preset (150 ms round trip, 1.6 Mbit/s down, CPU 4×
// slower) and visits each page 3 times (`--runs=N`), keeping the median time; the byte counts are
// the same either way.
//
// Usage: npm run bench:bundle [-- --mobile --runs=3]   (run `npm run build` first; npm test does)
import { readFileSync } from 'node:fs';
import { gzipBytes, wireByOrigin } from './lib/built-file.mjs';
import { memberPages, ownerOf, PAGES, totalKb, withFirstVisits } from './lib/first-visit.mjs';
import { seedWorkspace } from './workspace-list/seeded-workspace.ts';

const budgets = JSON.parse(readFileSync(new URL('./bundle-budgets.json', import.meta.url), 'utf8'));
const mobile = process.argv.includes('--mobile');
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? (mobile ? 3 : 1));

const kb = (value) => `${value.toFixed(1).padStart(6)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Wire KB of a list of files: the libraries they bundle, and each app's own code (by the app that
 * served the file: shell, or a remote's container name).
 */
function byOrigin(files) {
  const apps = {};
  let libraries = 0;
  for (const file of files) {
    const { own, library } = wireByOrigin(file);
    apps[ownerOf(file.url)] = (apps[ownerOf(file.url)] ?? 0) + own / 1024;
    libraries += library / 1024;
  }
  return { apps, libraries };
}

const failures = [];
await withFirstVisits(async (visit, urls) => {
  if (mobile) console.log('throttled: 150 ms round trip, 1.6 Mbit/s, CPU 4× slower');
  console.log(
    `${runs} visit(s) per page; live time is the median. Budgets: first load ${budgets.firstLoadKb} KB, first activity ${budgets.firstActivityKb} KB (libraries ${budgets.librariesKb} KB)${mobile ? `, live ${budgets.liveMs} ms (a member's page: ${budgets.memberLiveMs} ms)` : ''}\n`,
  );
  console.log(
    'page                   first load        ahead     first activity (all before it included)                live   at once   libraries and own code per app (KB on the wire)',
  );
  console.log('                       files    wire      wire      files     wire      gzip       raw');
  const member = await seedWorkspace(urls, 12);
  const [portalPath, workspacePath] = memberPages(member.workspaceId);
  const activityKb = {};
  for (const pagePath of [...PAGES, portalPath, workspacePath]) {
    const signedIn = !PAGES.includes(pagePath);
    const token = signedIn ? member.token : null;
    const liveBudget = signedIn ? budgets.memberLiveMs : budgets.liveMs;
    const visits = [];
    for (let run = 0; run < runs; run++) visits.push(await visit(pagePath, { mobile, token }));
    const { prerendered, firstLoad, ahead, activity } = visits[0];
    const liveMs = median(visits.map((result) => result.liveMs));
    const atOnce = [];
    if (mobile && prerendered) for (let run = 0; run < runs; run++) atOnce.push(await visit(pagePath, { mobile, token, activity: 'at-once' }));
    const liveAtOnce = atOnce.length > 0 ? `${String(median(atOnce.map((result) => result.liveMs))).padStart(6)} ms` : '         ';
    const all = [...firstLoad, ...ahead, ...activity];
    const { apps, libraries } = byOrigin(all);
    // what a browser without brotli would download: printed, not budgeted
    const gzipKb = (await Promise.all(all.map(gzipBytes))).reduce((sum, bytes) => sum + bytes, 0) / 1024;
    activityKb[pagePath] = totalKb(all);

    if (prerendered && totalKb(firstLoad) > budgets.firstLoadKb)
      failures.push(`${pagePath}: first load ${totalKb(firstLoad).toFixed(1)} KB > ${budgets.firstLoadKb} KB`);
    if (!signedIn && totalKb(all) > budgets.firstActivityKb)
      failures.push(`${pagePath}: first activity ${totalKb(all).toFixed(1)} KB > ${budgets.firstActivityKb} KB`);
    if (!signedIn && libraries > budgets.librariesKb) failures.push(`${pagePath}: libraries ${libraries.toFixed(1)} KB > ${budgets.librariesKb} KB`);
    if (mobile && liveMs > liveBudget) failures.push(`${pagePath}: live after ${liveMs} ms > ${liveBudget} ms (median of ${runs})`);
    for (const [app, appKb] of Object.entries(apps)) {
      const budget = budgets.appKb[app];
      if (budget === undefined) failures.push(`${pagePath}: ${app} has no budget in bench/bundle-budgets.json`);
      else if (appKb > budget) failures.push(`${pagePath}: ${app} ${appKb.toFixed(1)} KB > ${budget} KB`);
    }

    const firstLoadColumns = prerendered ? `${String(firstLoad.length).padStart(5)} ${kb(totalKb(firstLoad))}` : '  (app page)    ';
    const split = [`libraries ${libraries.toFixed(1)}`, ...Object.entries(apps).map(([app, appKb]) => `${app} ${appKb.toFixed(1)}`)].join(', ');
    const aheadColumn = prerendered ? kb(totalKb(ahead)) : '         ';
    console.log(
      `${pagePath.replace(/\/w\/\d+$/, '/w/:id').padEnd(22)} ${firstLoadColumns} ${aheadColumn}    ${String(all.length).padStart(5)}   ${kb(totalKb(all))} ${kb(gzipKb)} ${kb(totalKb(all, 'raw'))}   ${String(liveMs).padStart(6)} ms ${liveAtOnce}  ${split}`,
    );
  }
  const added = activityKb[workspacePath] - activityKb[portalPath];
  console.log(`\n/w/:id downloads ${added.toFixed(1)} KB beyond the portal (budget ${budgets.workspaceOverPortalKb} KB)`);
  if (added > budgets.workspaceOverPortalKb) failures.push(`/w/:id: ${added.toFixed(1)} KB beyond the portal > ${budgets.workspaceOverPortalKb} KB`);
});
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  process.exit(1);
}
