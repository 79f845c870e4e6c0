#!/usr/bin/env node
// Where the JavaScript of a visitor's first activity goes: for each page, every script file the
// first activity downloads (the same visit as `npm run bench:bundle`), largest first, and in each
// file its largest source modules, read from the build's source maps. A module's share of the wire
// is estimated from its share of the minified file.
//
// Usage: npm run analyze:bundle [-- --pages=/,/login,/w/:id --top=8]   (run `npm run build` first)
//   A member's page (/account/…, /w/:id) is visited signed in, /w/:id in a new member's workspace.
import { builtFile } from './lib/built-file.mjs';
import { bytesPerModule } from './lib/source-map-sizes.mjs';
import { totalKb, withFirstVisits } from './lib/first-visit.mjs';
import { seedWorkspace } from './workspace-list/seeded-workspace.ts';

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const pages = option('pages', '/,/login').split(',');
const top = Number(option('top', 8));

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

const forMember = (pagePath) => pagePath.startsWith('/w/') || pagePath.startsWith('/account');

await withFirstVisits(async (visit, urls) => {
  const member = pages.some(forMember) ? await seedWorkspace(urls, 12) : null;
  for (const pagePath of pages) {
    const { firstLoad, ahead, activity } = await visit(pagePath.replace(':id', String(member?.workspaceId)), {
      token: forMember(pagePath) ? member.token : null,
    });
    const files = [...firstLoad, ...ahead, ...activity].sort((a, b) => b.wire - a.wire);
    console.log(`\n${pagePath}: ${files.length} files, ${totalKb(files).toFixed(1)} KB on the wire (${totalKb(files, 'raw').toFixed(1)} KB minified)`);
    for (const file of files) {
      console.log(`\n  ${kb(file.wire)}  ${file.url}`);
      const modules = bytesPerModule(builtFile(file.url));
      const minified = modules.reduce((sum, module) => sum + module.bytes, 0);
      for (const { module, bytes } of modules.slice(0, top)) {
        console.log(`    ~${kb((file.wire * bytes) / minified)}  ${((100 * bytes) / minified).toFixed(0).padStart(3)}%  ${module}`);
      }
      if (modules.length > top) console.log(`    … ${modules.length - top} more modules`);
    }
  }
});
