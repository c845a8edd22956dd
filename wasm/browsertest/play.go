package main

import (
	"encoding/json"
	"fmt"
	"image"
	"log"
	"time"

	"github.com/chromedp/chromedp"
)

// Where to tap, in canvas units at 1280x720, from the layouts of
// scenes/menu (picker.go, setup.go, options.go). If a menu is laid out
// anew, these follow it; the screenshots show where a tap went. The
// title's buttons, whose rows change with an autosave, are asked of the
// page (targetAt).
var (
	tapGods     = point{640, 192}                             // the picker's first row, Gods Don't Play Dice
	tapFirstBot = point{760, 317}                             // setup (three seats, centred): the first seat's "Bot"
	tapEasy     = []point{{896, 317}, {896, 409}, {896, 501}} // setup: each seat's "Easy"
	tapOptions  = point{1050, 606}                            // setup: "Options ›"
	tapStart    = point{990, 593}                             // options (two option rows): "Start the game"
)

type point struct{ x, y float64 }

// settleTicks is how many updates to wait after a tap that changes the
// screen: the cross-fade (14 updates) ignores input.
const settleTicks = 24

// playScenario loads the page, waits for the first frame, starts a game
// between bots by taps and checks that it advances while the page draws.
// With normal, the bots keep their default level, Normal, whose search
// is slow in the browser: the test then measures the frames drawn while the
// first bot to search thinks, and does not wait for more moves.
func playScenario(b *browser, url string, normal bool) error {
	navigated := time.Now()
	if err := b.do(time.Minute, chromedp.Navigate(url)); err != nil {
		return fmt.Errorf("opening %s: %w", url, err)
	}
	first, err := b.waitFor("the first frame", 5*time.Minute, func(s status) bool { return s.FirstFrameMs > 0 })
	if err != nil {
		return err
	}
	wall := time.Since(navigated)
	log.Printf("first frame %.0f ms after navigation (measured by the page), seen here after %.1f s", first.FirstFrameMs, wall.Seconds())
	if err := checkLoadingBar(b); err != nil {
		return err
	}

	if err := b.waitTicks(settleTicks); err != nil {
		return err
	}
	title, err := b.screenshot("browser-title")
	if err != nil {
		return err
	}
	if err := notBlank(title); err != nil {
		return fmt.Errorf("the title screen: %w", err)
	}

	if err := startBotGame(b, "browser-", normal); err != nil {
		return err
	}

	if _, err := b.waitFor("a game of gods to open after tapping Start", tickWait, func(s status) bool { return s.Game == "gods" }); err != nil {
		b.screenshot("browser-failed")
		return err
	}
	started, err := b.waitFor("the bots' first move", 5*time.Minute, func(s status) bool { return s.Moves > 0 || s.Error != "" })
	if err != nil {
		b.screenshot("browser-failed")
		return err
	}
	if started.Error != "" {
		return fmt.Errorf("the game reports: %s", started.Error)
	}
	since := time.Now()
	const window = 10 * time.Second
	if normal {
		time.Sleep(window)
		s, err := b.status()
		if err != nil {
			return err
		}
		elapsed := time.Since(since).Seconds()
		frames := s.Frames - started.Frames
		log.Printf("Normal bots: moves %d to %d in %.1f s (%s to move); the page drew %d frames meanwhile (%.1f per second), the longest gap between frames was %.0f ms since the game opened and %.0f ms once its table had opened",
			started.Moves, s.Moves, elapsed, s.ToMove, frames, float64(frames)/elapsed, s.LongestGapMs, s.PlayGapMs)
		_, err = b.screenshot("browser-game-normal")
		return err
	}
	later, err := b.waitFor("the bots to keep playing", 5*time.Minute, func(s status) bool {
		return s.Error != "" || s.Over || (s.Moves >= started.Moves+2 && time.Since(since) >= window)
	})
	if err != nil {
		b.screenshot("browser-failed")
		return err
	}
	elapsed := time.Since(since).Seconds()
	if later.Error != "" {
		return fmt.Errorf("the game reports: %s", later.Error)
	}
	if later.Moves <= started.Moves {
		return fmt.Errorf("moves did not rise: %d, then %d", started.Moves, later.Moves)
	}
	frames := later.Frames - started.Frames
	log.Printf("bots played moves %d to %d in %.1f s; the page drew %d frames meanwhile (%.1f per second), the longest gap between frames was %.0f ms since the game opened and %.0f ms once its table had opened",
		started.Moves, later.Moves, elapsed, frames, float64(frames)/elapsed, later.LongestGapMs, later.PlayGapMs)
	log.Printf("the table's first frames, each as gap ms (the program's update + draw ms, the collector's ms): %s", later.Opening)
	if err := drewWhileBotsPlayed(frames, later.Moves-started.Moves); err != nil {
		return err
	}
	if _, err := b.screenshot("browser-game"); err != nil {
		return err
	}
	return checkAutosave(b, later)
}

// startBotGame taps from the title (its Play button, where the page says
// it is) through the picker, the setup (the first seat a bot, and with
// easy every bot Easy) and the options to Start, with screenshots named
// prefix+screen.
func startBotGame(b *browser, prefix string, normal bool) error {
	play, err := b.targetAt("play")
	if err != nil {
		return err
	}
	type step struct {
		name string
		at   point
		shot string // the screenshot of the screen the tap opens, if it opens one
	}
	steps := []step{
		{"Play", play, prefix + "picker"},
		{"Gods Don't Play Dice", tapGods, prefix + "setup"},
		{"the first seat's Bot", tapFirstBot, ""},
	}
	if !normal {
		for i, at := range tapEasy {
			steps = append(steps, step{fmt.Sprintf("Easy for seat %d", i+1), at, ""})
		}
	}
	steps = append(steps, step{"Options", tapOptions, prefix + "options"}, step{"Start the game", tapStart, ""})
	for i, step := range steps {
		if err := b.tap(step.at.x, step.at.y); err != nil {
			return fmt.Errorf("tapping %s: %w", step.name, err)
		}
		if step.shot == "" && i < len(steps)-1 {
			continue
		}
		if err := b.waitTicks(settleTicks); err != nil {
			return err
		}
		if step.shot != "" {
			img, err := b.screenshot(step.shot)
			if err != nil {
				return err
			}
			if i == 0 && showsPlay(img, play) {
				return fmt.Errorf("tapping Play left the title showing (see %s.png): the tap did not reach the button", step.shot)
			}
		}
	}

	return nil
}

// checkAutosave reads the autosave of the game from localStorage.
func checkAutosave(b *browser, s status) error {
	if !s.Persistent {
		return fmt.Errorf("window.starboard.persistent is false: localStorage was not used")
	}
	raw, err := evaluate[string](b, `localStorage.getItem("starboard/gods") ?? ""`)
	if err != nil {
		return err
	}
	var save struct {
		Title string   `json:"title"`
		Moves []string `json:"moves"`
	}
	if err := json.Unmarshal([]byte(raw), &save); err != nil {
		return fmt.Errorf("the autosave in localStorage is not a save (%v): %.200q", err, raw)
	}
	if save.Title != "gods" || len(save.Moves) == 0 {
		return fmt.Errorf("the autosave in localStorage has title %q and %d moves, want gods and some moves", save.Title, len(save.Moves))
	}
	log.Printf("the autosave in localStorage holds %d moves (%d bytes); saved names: %v", len(save.Moves), len(raw), s.Saved)
	return nil
}

// targetAt returns the centre of the top screen's target called name, as
// the page lays it out (window.starboard.target), in canvas units.
func (b *browser) targetAt(name string) (point, error) {
	quoted, _ := json.Marshal(name)
	at, err := evaluate[*struct{ X, Y float64 }](b, "window.starboard.target("+string(quoted)+")")
	if err != nil {
		return point{}, fmt.Errorf("asking the page where %s is: %w", name, err)
	}
	if at == nil {
		return point{}, fmt.Errorf("the page's top screen has no %s", name)
	}
	return point{at.X, at.Y}, nil
}

func evaluate[T any](b *browser, expr string) (T, error) {
	ctx, cancel := contextFor(b, 10*time.Second)
	defer cancel()
	return chromedp.Run(ctx, chromedp.Evaluate[T](expr))
}

// notBlank fails for an image of one flat colour, such as the black canvas
// of a WebGL that does not draw.
func notBlank(img image.Image) error {
	r := img.Bounds()
	colours := map[[3]uint32]bool{}
	for y := r.Min.Y; y < r.Max.Y; y += 8 {
		for x := r.Min.X; x < r.Max.X; x += 8 {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			colours[[3]uint32{cr >> 10, cg >> 10, cb >> 10}] = true
		}
	}
	if len(colours) < 16 {
		return fmt.Errorf("the screenshot has only %d colours: nothing was drawn", len(colours))
	}
	return nil
}
