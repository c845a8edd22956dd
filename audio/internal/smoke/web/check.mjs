// Checks the smoke program in headless Chromium: no sound before the first
// gesture, every sound after it. It loads the page, reads the audio
// contexts' state, the longest gaps between animation frames and the
// program's log, clicks once, and reads them again. By hand:
//
//   GOOS=js GOARCH=wasm go build -o audio/internal/smoke/web/smoke.wasm ./audio/internal/smoke
//   cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" audio/internal/smoke/web/
//   python3 -m http.server 8765 --bind 127.0.0.1 -d audio/internal/smoke/web &
//   chromium --headless=new --no-sandbox --remote-debugging-port=9333 \
//     --autoplay-policy=user-gesture-required --enable-unsafe-swiftshader about:blank &
//   node --experimental-websocket audio/internal/smoke/web/check.mjs 9333 http://127.0.0.1:8765/index.html
//
// Add ?off to the address to run with STARBOARD_AUDIO=off for comparison.
// The built files are not kept in the repository.
const port = process.argv[2], url = process.argv[3];
const sleep = ms => new Promise(r => setTimeout(r, ms));
const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
const page = targets.find(t => t.type === "page");
const ws = new WebSocket(page.webSocketDebuggerUrl);
await new Promise(r => ws.addEventListener("open", r));
let id = 0; const pending = new Map();
ws.addEventListener("message", e => {
  const m = JSON.parse(e.data);
  if (m.id && pending.has(m.id)) { pending.get(m.id)(m); pending.delete(m.id); }
});
const send = (method, params = {}) => new Promise(r => { const i = ++id; pending.set(i, r); ws.send(JSON.stringify({ id: i, method, params })); });
const evaluate = async expr => (await send("Runtime.evaluate", { expression: expr, returnByValue: true })).result.result.value;
const state = async label => {
  const s = await evaluate(`JSON.stringify({contexts: audioContexts.map(c => c.state), frames, logs})`);
  console.log(label, s);
};
await send("Page.enable");
await send("Runtime.enable");
await send("Page.navigate", { url });
await sleep(6000);
await state("before any gesture:");
await sleep(2000);
await state("two seconds later, still no gesture:");
for (const type of ["mousePressed", "mouseReleased"]) {
  await send("Input.dispatchMouseEvent", { type, x: 100, y: 100, button: "left", clickCount: 1 });
}
await sleep(5000);
await state("after one click:");
ws.close();
process.exit(0);
