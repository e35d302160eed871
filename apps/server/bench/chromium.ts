/** The browser benches launch the Chromium the e2e tests do (tools/chromium.ts). */
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tools/chromium';
