// Command browsertest is the browser test of Starboard. It builds the
// WebAssembly program (or takes a directory that `make web` filled), serves
// it on 127.0.0.1, opens it in headless Chromium, waits for the first frame,
// taps through the title, the game picker and the seat setup to start a
// game of Gods Don't Play Dice between bots, and reads back from the page
// (window.starboard, set by the program's page_js.go) that the game
// advances and that the page keeps drawing while the bots think. It prints
// figures (time to first frame, frames drawn while bots play, the longest
// stall) and exits non-zero on any failure. It then checks that the
// program went compressed (the server's .br or .gz copy, with its
// Content-Encoding), and that once the service worker keeps the site, the
// page reloads without a network (server closed, tab emulated offline)
// and a game between bots starts again. Between those, two pages play an
// online game with a bot on a server started in this process.
//
// Usage (from the module root; wasm/browser-test.sh runs it for make test):
//
//	go run ./wasm/browsertest [-dir wasm] [-chromium PATH] [-timeout 20m] [-pointer touch|mouse] [-normal] [-kiosk] [-online]
//
// Screenshots go to $STARBOARD_SHOTS when it is set. With -kiosk it instead
// checks the kiosk mode: the attract loop after a minute without a touch,
// and the way back to the title from an idle game (slow: the idle times
// are minutes of wall-clock time).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"os"
	"os/signal"
	"syscall"
	"time"
)

func main() {
	dir := flag.String("dir", "", "serve this `directory` (filled by make web) instead of building the program")
	chromium := flag.String("chromium", "", "the Chromium `binary` (default: chromium on PATH)")
	timeout := flag.Duration("timeout", 0, "give up after this long (default 20m, or 30m with -kiosk)")
	pointer := flag.String("pointer", "touch", "tap with a finger (`touch`) or the mouse (mouse)")
	normal := flag.Bool("normal", false, "leave the bots at Normal and measure the frames drawn while one thinks (no check that moves rise)")
	kiosk := flag.Bool("kiosk", false, "check the kiosk mode instead (idle attract loop and idle return to the title; slow)")
	online := flag.Bool("online", false, "play only the online game between two pages")
	flag.Parse()
	log.SetFlags(log.Lmicroseconds)
	log.SetPrefix("browsertest: ")

	if *timeout <= 0 {
		// Wide: the test is bounded by work (updates, moves), and on a
		// loaded two-core machine building the program alone can take
		// minutes. The limit only catches a hang.
		*timeout = 20 * time.Minute
		if *kiosk {
			*timeout = 30 * time.Minute
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()

	if *pointer != "touch" && *pointer != "mouse" {
		log.Fatalf("-pointer %q: want touch or mouse", *pointer)
	}
	err := run(ctx, *dir, *chromium, *pointer == "mouse", *normal, *kiosk, *online)
	if errors.Is(err, context.DeadlineExceeded) && ctx.Err() != nil {
		err = fmt.Errorf("%w (the whole test is bounded by -timeout %v)", err, *timeout)
	}
	if err != nil {
		fmt.Println("FAIL:", err)
		os.Exit(1)
	}
	fmt.Println("PASS")
}

func run(ctx context.Context, dir, chromium string, mouse, normal, kiosk, online bool) error {
	work, err := os.MkdirTemp("", "starboard-browsertest-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)

	if dir == "" {
		dir, err = buildSite(ctx, work)
		if err != nil {
			return err
		}
	}
	site, err := serve(dir)
	if err != nil {
		return err
	}
	defer site.Close()

	b, err := launch(ctx, chromium, work)
	if err != nil {
		return err
	}
	defer b.Close()
	b.mouse = mouse

	if kiosk {
		return kioskScenario(b, site.URL+"/?kiosk=1")
	}
	if online {
		return onlineScenario(b, dir, work)
	}
	if err := playScenario(b, site.URL+"/", normal); err != nil {
		return err
	}
	if normal {
		return nil
	}
	if err := checkTransfer(site); err != nil {
		return err
	}
	if err := demoScenario(b, site.URL+"/?scene=attract/seeders", "seeders"); err != nil {
		return err
	}
	if err := reviewScenario(b, site.URL+"/", work); err != nil {
		return err
	}
	if err := offlineScenario(b, site, site.URL+"/"); err != nil {
		return err
	}
	return onlineScenario(b, dir, work)
}
