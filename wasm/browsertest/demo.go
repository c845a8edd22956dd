package main

import (
	"fmt"
	"log"
	"time"

	"github.com/chromedp/chromedp"
)

// demoScenario opens the page on the attract loop's demo of one title
// (url ends in ?scene=attract/<slug>) and checks that its table opens,
// that its bots play and that the page keeps drawing meanwhile: every
// title of the build loads and plays in the browser, not only the one
// the taps of playScenario reach.
func demoScenario(b *browser, url, slug string) error {
	if err := b.do(time.Minute, chromedp.Navigate(url)); err != nil {
		return fmt.Errorf("opening %s: %w", url, err)
	}
	if _, err := b.waitFor("the first frame", 5*time.Minute, func(s status) bool { return s.FirstFrameMs > 0 }); err != nil {
		return err
	}
	started, err := b.waitFor("the demo of "+slug+" to start", tickWait, func(s status) bool { return s.Game == slug && s.Moves > 0 || s.Error != "" })
	if err != nil {
		b.screenshot("demo-" + slug + "-failed")
		return err
	}
	if started.Error != "" {
		return fmt.Errorf("the %s demo reports: %s", slug, started.Error)
	}
	since := time.Now()
	const window = 10 * time.Second
	later, err := b.waitFor("the "+slug+" demo to keep playing", 5*time.Minute, func(s status) bool {
		return s.Error != "" || s.Over || (s.Moves >= started.Moves+2 && time.Since(since) >= window)
	})
	if err != nil {
		b.screenshot("demo-" + slug + "-failed")
		return err
	}
	elapsed := time.Since(since).Seconds()
	if later.Error != "" {
		return fmt.Errorf("the %s demo reports: %s", slug, later.Error)
	}
	if later.Moves <= started.Moves {
		return fmt.Errorf("%s: moves did not rise: %d, then %d", slug, started.Moves, later.Moves)
	}
	frames := later.Frames - started.Frames
	log.Printf("%s demo: bots played moves %d to %d in %.1f s; the page drew %d frames meanwhile (%.1f per second), the longest gap between frames once its table had opened was %.0f ms",
		slug, started.Moves, later.Moves, elapsed, frames, float64(frames)/elapsed, later.PlayGapMs)
	log.Printf("the %s demo's first frames, each as gap ms (the program's update + draw ms, the collector's ms): %s", slug, later.Opening)
	if err := drewWhileBotsPlayed(frames, later.Moves-started.Moves); err != nil {
		return fmt.Errorf("the %s demo: %w", slug, err)
	}
	img, err := b.screenshot("demo-" + slug)
	if err != nil {
		return err
	}
	return notBlank(img)
}
