package main

import (
	"fmt"
	"image"
	"log"
	"time"

	"github.com/chromedp/chromedp"
)

// tapDemoPlayers is "‹  Players", the Back of the options a touch on a
// demo opens (scenes/menu widgets.go: chrome).
var tapDemoPlayers = point{107, 58}

// Idle times of the kiosk, in wall-clock time, as package scenes has them
// (scenes.KioskAttractIdle and the others).
const (
	attractIdle = 60 * time.Second  // on the title: the attract loop
	stillIdle   = 150 * time.Second // in a game: "still playing?"
	leaveIdle   = 180 * time.Second // in a game: back to the title
)

// kioskScenario checks the kiosk end to end: touch only, the attract loop
// after a minute without a touch, a touch to the demo's options, and a game
// left alone that asks "still playing?" and then goes back to the title.
// The idle times are minutes of wall-clock time, so this takes several
// minutes.
func kioskScenario(b *browser, url string) error {
	if err := b.do(time.Minute, chromedp.Navigate(url)); err != nil {
		return fmt.Errorf("opening %s: %w", url, err)
	}
	if _, err := b.waitFor("the first frame", 5*time.Minute, func(s status) bool { return s.FirstFrameMs > 0 }); err != nil {
		return err
	}
	if err := b.waitTicks(settleTicks); err != nil {
		return err
	}
	if err := b.expectTitle("kiosk-title", true); err != nil {
		return err
	}

	// Touch only: a click on Play leaves the title where it is.
	play, err := b.targetAt("play")
	if err != nil {
		return err
	}
	b.mouse = true
	err = b.tap(play.x, play.y)
	b.mouse = false
	if err != nil {
		return err
	}
	if err := b.waitTicks(settleTicks); err != nil {
		return err
	}
	if err := b.expectTitle("kiosk-after-click", true); err != nil {
		return fmt.Errorf("a mouse click in kiosk mode: %w", err)
	}

	// The attract loop after a minute without a touch. The last touch was
	// seen by the game before the updates waited for above, so it is at
	// least this old when the wait ends.
	started := time.Now()
	if err := b.waitIdle(started, attractIdle); err != nil {
		return err
	}
	log.Printf("%.0f s after the last input", time.Since(started).Seconds())
	if err := b.expectTitle("kiosk-attract", false); err != nil {
		return fmt.Errorf("after a minute idle: %w", err)
	}
	if err := b.waitTicks(120); err != nil {
		return err
	}
	if _, err := b.screenshot("kiosk-attract-later"); err != nil {
		return err
	}

	// A touch ends it and opens the demo's title, Gods first, at its
	// options: Start would begin a game.
	if err := b.tap(640, 600); err != nil {
		return err
	}
	if err := b.waitTicks(settleTicks); err != nil {
		return err
	}
	if err := b.expectTitle("kiosk-demo-options", false); err != nil {
		return fmt.Errorf("a touch during the attract loop: %w", err)
	}

	// A game with a person and two Easy bots, left alone: Players leads
	// from the options to the seats.
	for _, at := range []point{tapDemoPlayers, tapEasy[1], tapEasy[2], tapOptions, tapStart} {
		if err := b.tap(at.x, at.y); err != nil {
			return err
		}
		if err := b.waitTicks(settleTicks); err != nil {
			return err
		}
	}
	if _, err := b.waitFor("a kiosk game to open", tickWait, func(s status) bool { return s.Game == "gods" }); err != nil {
		return err
	}
	if _, err := b.screenshot("kiosk-game"); err != nil {
		return err
	}
	started = time.Now()
	if err := b.waitIdle(started, stillIdle); err != nil {
		return err
	}
	log.Printf("%.0f s into the idle game", time.Since(started).Seconds())
	if _, err := b.screenshot("kiosk-still-playing"); err != nil {
		return err
	}
	if err := b.waitIdle(started, leaveIdle); err != nil {
		return err
	}
	log.Printf("%.0f s into the idle game", time.Since(started).Seconds())
	// The idle time is past a minute by then, so the title may have
	// started the attract loop at once: either is right, the person's game
	// (their hand of pawns at the bottom left) is not.
	img, err := b.screenshot("kiosk-idle-home")
	if err != nil {
		return err
	}
	if showsHand(img) {
		return fmt.Errorf("after %v idle the game is still showing (see kiosk-idle-home.png)", leaveIdle)
	}
	if showsKioskPlay(img) {
		log.Print("back on the title")
	} else {
		log.Print("back on the title, which went on to the attract loop")
	}
	return nil
}

// showsHand reports whether the bottom left of the gods table shows a hand
// of pawns: bright art, where a bot's turn or the title is dark.
func showsHand(img image.Image) bool {
	bright, all := 0, 0
	for y := 610; y < 690; y += 4 {
		for x := 40; x < 340; x += 4 {
			r, g, b, _ := img.At(x, y).RGBA()
			if (r>>8)+(g>>8)+(b>>8) > 3*110 {
				bright++
			}
			all++
		}
	}
	return bright*10 > all
}

// waitIdle waits until d has passed since from, then for a few updates,
// so that the game has seen that it has been idle for d.
func (b *browser) waitIdle(from time.Time, d time.Duration) error {
	time.Sleep(time.Until(from.Add(d)))
	return b.waitTicks(4 * settleTicks)
}

// expectTitle takes a screenshot and checks whether it shows the kiosk's
// title: its Play button, a band of the accent colour, where it should be.
func (b *browser) expectTitle(shot string, want bool) error {
	img, err := b.screenshot(shot)
	if err != nil {
		return err
	}
	if got := showsKioskPlay(img); got != want {
		if want {
			return fmt.Errorf("the kiosk's title is not showing (see %s.png)", shot)
		}
		return fmt.Errorf("the kiosk's title is still showing (see %s.png)", shot)
	}
	return nil
}

// kioskPlay is where the kiosk's title draws Play: with no Quit (and no
// Resume: a kiosk resumes only its own games) its buttons sit lower, Play
// the first of three.
var kioskPlay = point{640, 401}

func showsKioskPlay(img image.Image) bool { return showsPlay(img, kioskPlay) }

// showsPlay reports whether the title's Play button, a band of the accent
// colour, is at p.
func showsPlay(img image.Image, p point) bool {
	y := int(p.y) - 20
	for x := int(p.x) - 180; x <= int(p.x)+180; x += 20 {
		r, g, b, _ := img.At(x, y).RGBA()
		if !near(r>>8, 0xf2) || !near(g>>8, 0xb8) || !near(b>>8, 0x4b) {
			return false
		}
	}
	return true
}

func near(v, want uint32) bool { return v+24 >= want && v <= want+24 }
