// Runs before `npm install` / `npm ci` (preinstall): refuses an npm older than the project needs.
// package.json's `allowScripts` (which dependencies may run install scripts, and which may not:
// vnu-jar's would download) is read by npm 11.19 and later; an older npm runs every install script.
const MINIMUM = [11, 19];
const agent = process.env.npm_config_user_agent ?? "";
const match = /\bnpm\/(\d+)\.(\d+)/.exec(agent);
if (match) {
  const [major, minor] = [Number(match[1]), Number(match[2])];
  if (major < MINIMUM[0] || (major === MINIMUM[0] && minor < MINIMUM[1])) {
    console.error(`This project needs npm ${MINIMUM.join(".")} or later (found npm ${major}.${minor}): npm install -g npm@11`);
    process.exit(1);
  }
}
