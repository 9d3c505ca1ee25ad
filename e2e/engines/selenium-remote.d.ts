// selenium-webdriver is CommonJS without an exports map: Node's ESM loader reaches its remote
// module by file, and its types are those of 'selenium-webdriver/remote'.
declare module 'selenium-webdriver/remote/index.js' {
  import * as remote from 'selenium-webdriver/remote';
  export default remote;
}
