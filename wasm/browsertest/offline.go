package main

import (
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// checkTransfer checks that the program went to the browser compressed:
// the browser accepted brotli or gzip, and the server sent the .br or .gz
// copy, byte for byte.
func checkTransfer(st *site) error {
	t, ok := st.transferOf("/starboard.wasm")
	if !ok {
		return fmt.Errorf("the server never sent /starboard.wasm")
	}
	raw, err := os.Stat(filepath.Join(st.dir, "starboard.wasm"))
	if err != nil {
		return err
	}
	ext := map[string]string{"br": ".br", "gzip": ".gz"}[t.contentEncoding]
	if ext == "" {
		return fmt.Errorf("starboard.wasm went uncompressed (%d bytes, Content-Encoding %q) to a browser accepting %q", t.bytes, t.contentEncoding, t.acceptEncoding)
	}
	copyInfo, err := os.Stat(filepath.Join(st.dir, "starboard.wasm"+ext))
	if err != nil {
		return err
	}
	if t.bytes != copyInfo.Size() {
		return fmt.Errorf("starboard.wasm went as %s in %d bytes; the %s copy has %d", t.contentEncoding, t.bytes, ext, copyInfo.Size())
	}
	log.Printf("starboard.wasm went with Content-Encoding %s: %d bytes for %d (%.1f%%); the browser accepted %q",
		t.contentEncoding, t.bytes, raw.Size(), 100*float64(t.bytes)/float64(raw.Size()), t.acceptEncoding)
	return nil
}

// offlineScenario cuts the network once the service worker keeps the
// site: the server stops and the tab is emulated offline (its service
// worker too). It then reloads the page and checks that the game starts
// again (a first frame, a title drawn) and that a game between bots
// starts by taps and plays.
func offlineScenario(b *browser, st *site, url string) error {
	ready, err := waitPage(b, "the service worker to keep every file", 5*time.Minute, "window.starboardPage?.offlineReady === true || !!window.starboardPage?.offlineError")
	if err != nil {
		return err
	}
	if !ready {
		msg, _ := evaluate[string](b, `window.starboardPage?.offlineError ?? ""`)
		return fmt.Errorf("the page cannot work offline: %s", msg)
	}
	st.Close()
	if err := b.offline(); err != nil {
		return err
	}
	log.Print("the network is cut: the server is closed and the tab is offline; reloading")
	if err := b.do(time.Minute, chromedp.Navigate(url)); err != nil {
		return fmt.Errorf("reloading %s offline: %w", url, err)
	}
	first, err := b.waitFor("the first frame offline", 5*time.Minute, func(s status) bool { return s.FirstFrameMs > 0 })
	if err != nil {
		return err
	}
	log.Printf("offline: first frame %.0f ms after navigation", first.FirstFrameMs)
	if err := b.waitTicks(settleTicks); err != nil {
		return err
	}
	// The game played online left an autosave: offline, the title offers
	// Resume below Play, which moves Play up.
	saved, err := evaluate[bool](b, `localStorage.getItem("starboard/gods") !== null`)
	if err != nil {
		return err
	}
	if !saved {
		return fmt.Errorf("offline, the autosave of the game played online is gone from localStorage")
	}
	img, err := b.screenshot("offline-title")
	if err != nil {
		return err
	}
	if err := notBlank(img); err != nil {
		return fmt.Errorf("offline, the title: %w", err)
	}
	// Offline, a visitor still plays: the same taps as online start a game
	// between bots, and its moves rise.
	if err := startBotGame(b, "offline-", false); err != nil {
		return fmt.Errorf("offline: %w", err)
	}
	started, err := b.waitFor("a game of gods to open offline", tickWait, func(s status) bool { return s.Game == "gods" })
	if err != nil {
		b.screenshot("offline-failed")
		return err
	}
	later, err := b.waitFor("the bots to play offline", 5*time.Minute, func(s status) bool {
		return s.Error != "" || s.Over || s.Moves >= started.Moves+2
	})
	if err != nil {
		b.screenshot("offline-failed")
		return err
	}
	if later.Error != "" {
		return fmt.Errorf("offline, the game reports: %s", later.Error)
	}
	log.Printf("offline: the bots played moves %d to %d", started.Moves, later.Moves)
	if _, err := b.screenshot("offline-game"); err != nil {
		return err
	}
	log.Print("offline: the game started from the service worker's copy and keeps running")
	return nil
}

// waitPage polls a JavaScript expression until it is true, for at most
// limit; it returns false if the time ran out.
func waitPage(b *browser, what string, limit time.Duration, expr string) (bool, error) {
	deadline := time.Now().Add(limit)
	for time.Now().Before(deadline) {
		ok, err := evaluate[bool](b, expr)
		if err == nil && ok {
			return true, nil
		}
		time.Sleep(250 * time.Millisecond)
	}
	return false, fmt.Errorf("waiting for %s: not after %v", what, limit)
}

// offline emulates a tab without a network, its service worker included.
func (b *browser) offline() error {
	ctx, cancel := contextFor(b, 30*time.Second)
	defer cancel()
	if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
		return fmt.Errorf("Network.enable: %w", err)
	}
	yes := true
	if _, err := chromedp.Call(ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
		EmulateOfflineServiceWorker: &yes,
		MatchedNetworkConditions:    []*network.Conditions{{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}},
	}); err != nil {
		return fmt.Errorf("emulating offline: %w", err)
	}
	if _, err := chromedp.Call(ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}); err != nil {
		return fmt.Errorf("emulating offline: %w", err)
	}
	return nil
}
