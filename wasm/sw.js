// sw.js — the service worker of the browser build: it keeps a copy of
// every file of the site, so that once the game has loaded it starts again
// without a network (a convention hall's network drops; a tablet plays it
// from its home screen).
//
// Network first: while the server answers, every answer is used and its
// copy refreshed, so a new build is seen at once and the page's files stay
// of one build; when the fetch fails, the copy answers. The first visit
// fills the copy on install (the browser's HTTP cache usually answers
// those requests with a 304).
"use strict";

const CACHE = "starboard-v1";
const SHELL = [
	"./", "index.html", "wasm_exec.js", "starboard.wasm", "build.json",
	"manifest.webmanifest", "favicon.ico", "icon-192.png", "icon-512.png",
];

self.addEventListener("install", (event) => {
	event.waitUntil((async () => {
		const cache = await caches.open(CACHE);
		// One by one, so that a file missing from a hand-made site does
		// not stop the others being kept.
		await Promise.all(SHELL.map(async (url) => {
			try {
				const response = await fetch(url, { cache: "no-cache" });
				if (response.ok) await cache.put(url, response);
			} catch (err) {
				console.warn("sw: could not keep " + url + ": " + err);
			}
		}));
		await self.skipWaiting();
	})());
});

self.addEventListener("activate", (event) => {
	event.waitUntil((async () => {
		for (const name of await caches.keys()) {
			if (name !== CACHE) await caches.delete(name);
		}
		await self.clients.claim();
	})());
});

self.addEventListener("fetch", (event) => {
	const request = event.request;
	const url = new URL(request.url);
	if (request.method !== "GET" || url.origin !== self.location.origin) return;
	event.respondWith((async () => {
		const cache = await caches.open(CACHE);
		// A page's query (?kiosk=1) is for the program, not another file.
		const key = request.mode === "navigate" ? new URL("./", self.location).href : url.origin + url.pathname;
		try {
			const response = await fetch(request);
			if (response.ok) event.waitUntil(cache.put(key, response.clone()));
			return response;
		} catch (err) {
			const kept = await cache.match(key);
			if (kept) return kept;
			throw err;
		}
	})());
});
