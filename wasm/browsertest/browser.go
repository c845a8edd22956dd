package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/png"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// The viewport of the page in CSS pixels, at one device pixel per CSS
// pixel: the program's logical canvas is then exactly 1280x720, and a tap
// at canvas coordinates is a tap at the same page coordinates.
const (
	viewportW = 1280
	viewportH = 720
)

// browser is one headless Chromium with one tab.
type browser struct {
	tab    context.Context
	close  func()
	shots  string // where screenshots go; "" keeps none
	mouse  bool   // tap with the mouse instead of a finger
	mu     sync.Mutex
	recent []string // the last console lines of the page
}

// launch starts Chromium with the flags the project settled on (see
// PLATFORM-NOTES.md: --enable-unsafe-swiftshader draws WebGL,
// --use-gl=swiftshader would give a black canvas), a new profile, and HOME
// and TMPDIR in work.
func launch(ctx context.Context, path, work string) (*browser, error) {
	if path == "" {
		for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
			if p, err := exec.LookPath(name); err == nil {
				path = p
				break
			}
		}
		if path == "" {
			return nil, errors.New("no Chromium found (apt-get install -y chromium, or pass -chromium)")
		}
	}
	dirs := map[string]string{}
	for _, name := range []string{"profile", "home", "tmp"} {
		dirs[name] = filepath.Join(work, name)
		if err := os.Mkdir(dirs[name], 0o700); err != nil {
			return nil, err
		}
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(ctx,
		chromedp.ExecPath(path),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(dirs["profile"]),
		chromedp.Env("HOME="+dirs["home"], "TMPDIR="+dirs["tmp"]),
	)
	tab, cancelTab := chromedp.NewContext(alloc)
	b := &browser{tab: tab, shots: os.Getenv("STARBOARD_SHOTS")}
	b.close = func() {
		cancelTab()   // closes the tab
		cancelAlloc() // kills Chromium and waits for it
	}
	// The first action starts the browser, and must run on the tab's own
	// context: the browser lives as long as that context. The -timeout of
	// the whole test bounds it.
	if err := chromedp.Do(tab); err != nil {
		b.close()
		return nil, fmt.Errorf("starting %s: %w", path, err)
	}
	if err := b.do(time.Minute, chromedp.EmulateViewport(viewportW, viewportH, chromedp.EmulateScale(1), chromedp.EmulateTouch)); err != nil {
		b.close()
		return nil, fmt.Errorf("starting %s: %w", path, err)
	}
	go b.readConsole()
	if b.shots != "" {
		if err := os.MkdirAll(b.shots, 0o755); err != nil {
			b.close()
			return nil, err
		}
	}
	return b, nil
}

// Close closes the tab and kills Chromium.
func (b *browser) Close() { b.close() }

func (b *browser) readConsole() {
	for msg, err := range chromedp.Console(b.tab) {
		if err != nil {
			return
		}
		line := string(msg.Type) + ": " + msg.Text
		b.mu.Lock()
		b.recent = append(b.recent, line)
		if len(b.recent) > 2000 {
			b.recent = b.recent[1:]
		}
		b.mu.Unlock()
	}
}

// console returns what the page logged that explains a failure: from a
// Go panic on, if there was one, else the last lines.
func (b *browser) console() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.recent) == 0 {
		return "(the page logged nothing)"
	}
	lines := b.recent[max(0, len(b.recent)-20):]
	for i, l := range b.recent {
		text := strings.TrimPrefix(l, "log: ")
		if strings.HasPrefix(text, "panic:") || strings.HasPrefix(text, "fatal error:") {
			lines = b.recent[i:min(len(b.recent), i+120)]
			break
		}
	}
	return strings.Join(lines, "\n")
}

// do runs actions with a time limit.
func (b *browser) do(limit time.Duration, actions ...chromedp.Action[chromedp.Void]) error {
	ctx, cancel := contextFor(b, limit)
	defer cancel()
	return chromedp.Do(ctx, actions...)
}

func contextFor(b *browser, limit time.Duration) (context.Context, context.CancelFunc) {
	return context.WithTimeout(b.tab, limit)
}

// status is window.starboard (see page_js.go in the module root), and the
// error the loading page shows, if any.
type status struct {
	Frames       int      `json:"frames"`
	Ticks        int64    `json:"ticks"`
	FPS          float64  `json:"fps"`
	FirstFrameMs float64  `json:"firstFrameMs"`
	LongestGapMs float64  `json:"longestGapMs"`
	PlayGapMs    float64  `json:"playGapMs"`
	Opening      string   `json:"opening"`
	Game         string   `json:"game"`
	Moves        int      `json:"moves"`
	ToMove       string   `json:"toMove"`
	Over         bool     `json:"over"`
	Error        string   `json:"error"`
	Seat         int      `json:"seat"`
	Link         string   `json:"link"`
	Legal        []string `json:"legal"`
	Pending      string   `json:"pending"`
	Buzzes       int      `json:"buzzes"`
	Persistent   bool     `json:"persistent"`
	Saved        []string `json:"saved"`

	Ready    bool   `json:"-"` // window.starboard exists
	PageFail string `json:"-"` // the error text of the loading screen
}

const statusScript = `(() => {
	const failed = () => document.querySelector("#loading.failed #error")?.innerText ?? "";
	try {
		return JSON.stringify({ status: window.starboard ?? null, failed: failed() });
	} catch (e) {
		return JSON.stringify({ status: null, failed: failed() || String(e) });
	}
})()`

// errBusy is the error of a status read that the page did not answer in
// time: its one thread is busy (starting the WebAssembly program, or a
// long update on a loaded machine). waitFor reads again.
var errBusy = errors.New("the page did not answer a read of window.starboard in 30 s")

// status reads window.starboard.
func (b *browser) status() (status, error) {
	ctx, cancel := context.WithTimeout(b.tab, 30*time.Second)
	defer cancel()
	raw, err := chromedp.Run(ctx, chromedp.Evaluate[string](statusScript))
	if err != nil && b.tab.Err() == nil && errors.Is(err, context.DeadlineExceeded) {
		return status{}, errBusy
	}
	if err != nil {
		return status{}, fmt.Errorf("reading window.starboard: %w", err)
	}
	var got struct {
		Status *status `json:"status"`
		Failed string  `json:"failed"`
	}
	if err := json.Unmarshal([]byte(raw), &got); err != nil {
		return status{}, fmt.Errorf("reading window.starboard: %w", err)
	}
	s := status{}
	if got.Status != nil {
		s = *got.Status
		s.Ready = true
	}
	s.PageFail = got.Failed
	return s, nil
}

// tickWait bounds a wait for a few game updates. Headless Chromium draws
// with software WebGL; on a loaded two-core machine an update can take
// seconds, so the bound is wide: it only catches a page that stopped.
const tickWait = 2 * time.Minute

// waitFor polls the status until done is true, for at most limit.
func (b *browser) waitFor(what string, limit time.Duration, done func(status) bool) (status, error) {
	deadline := time.Now().Add(limit)
	for {
		s, err := b.status()
		busy := errors.Is(err, errBusy)
		if busy && time.Now().Before(deadline) {
			continue
		}
		if err != nil {
			return s, fmt.Errorf("waiting for %s: %w", what, err)
		}
		if s.PageFail != "" {
			return s, fmt.Errorf("the page shows an error while waiting for %s:\n%s\nconsole:\n%s", what, s.PageFail, b.console())
		}
		if done(s) {
			return s, nil
		}
		if time.Now().After(deadline) {
			return s, fmt.Errorf("%s: not after %v (last status %+v)\nconsole:\n%s", what, limit, s, b.console())
		}
		if err := b.tab.Err(); err != nil {
			return s, err
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// waitTicks waits until the game has run n more updates. Input is polled
// once per update, so a touch must last across updates to be seen. The
// wait is for the updates, whatever they take: its limit (tickWait) only
// catches a page that stopped.
func (b *browser) waitTicks(n int64) error {
	s, err := b.waitFor("the page to answer", tickWait, func(status) bool { return true })
	if err != nil {
		return err
	}
	from := s.Ticks
	_, err = b.waitFor(fmt.Sprintf("%d game updates", n), tickWait, func(s status) bool { return s.Ticks >= from+n })
	return err
}

// tap presses the page at x, y with a finger (or the mouse, with
// b.mouse), holds for a few updates and lifts.
func (b *browser) tap(x, y float64) error {
	press, lift := b.touchEvents(x, y)
	if b.mouse {
		press, lift = b.mouseEvents(x, y)
	}
	if err := b.send(press); err != nil {
		return fmt.Errorf("pressing at %.0f,%.0f: %w", x, y, err)
	}
	if err := b.waitTicks(2); err != nil {
		return err
	}
	if err := b.send(lift); err != nil {
		return fmt.Errorf("lifting at %.0f,%.0f: %w", x, y, err)
	}
	return b.waitTicks(2)
}

func (b *browser) touchEvents(x, y float64) (press, lift func(context.Context) error) {
	id, radius, force := 1.0, 4.0, 1.0
	press = func(ctx context.Context) error {
		_, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{
			Type:        input.DispatchTouchEventTypeTouchStart,
			TouchPoints: []*input.TouchPoint{{X: x, Y: y, ID: &id, RadiusX: &radius, RadiusY: &radius, Force: &force}},
		})
		return err
	}
	lift = func(ctx context.Context) error {
		_, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{
			Type:        input.DispatchTouchEventTypeTouchEnd,
			TouchPoints: []*input.TouchPoint{},
		})
		return err
	}
	return press, lift
}

func (b *browser) mouseEvents(x, y float64) (press, lift func(context.Context) error) {
	mouse := func(typ input.DispatchMouseEventType, buttons int64, clicks int64) func(context.Context) error {
		return func(ctx context.Context) error {
			_, err := chromedp.Call(ctx, input.DispatchMouseEvent, input.DispatchMouseEventParams{
				Type: typ, X: x, Y: y, Button: input.MouseButtonLeft, Buttons: buttons, ClickCount: clicks,
			})
			return err
		}
	}
	move := mouse(input.DispatchMouseEventTypeMouseMoved, 0, 0)
	down := mouse(input.DispatchMouseEventTypeMousePressed, 1, 1)
	press = func(ctx context.Context) error {
		if err := move(ctx); err != nil {
			return err
		}
		return down(ctx)
	}
	return press, mouse(input.DispatchMouseEventTypeMouseReleased, 0, 1)
}

func (b *browser) send(event func(context.Context) error) error {
	ctx, cancel := contextFor(b, 30*time.Second)
	defer cancel()
	return event(ctx)
}

// screenshot captures the page, keeps it as name.png in the shots
// directory when there is one, and returns it decoded.
func (b *browser) screenshot(name string) (image.Image, error) {
	ctx, cancel := context.WithTimeout(b.tab, 30*time.Second)
	defer cancel()
	data, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		return nil, fmt.Errorf("screenshot %s: %w", name, err)
	}
	if b.shots != "" {
		path := filepath.Join(b.shots, name+".png")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return nil, err
		}
		log.Printf("wrote %s", path)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("screenshot %s: %w", name, err)
	}
	return img, nil
}

// drewWhileBotsPlayed returns an error when the page drew fewer frames than
// the bots played moves, plus one: bots that think on the page's only
// thread without yielding freeze it between moves. The bound counts work
// (frames against moves), not time, so a loaded machine, which slows both,
// does not fail it.
func drewWhileBotsPlayed(frames, moves int) error {
	if frames < moves+1 {
		return fmt.Errorf("the page drew %d frames while the bots played %d moves: it froze", frames, moves)
	}
	return nil
}
