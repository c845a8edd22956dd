// Command smoke runs a small Ebitengine game that makes a Player, starts
// the music, plays every effect, changes the volume and mute, stops the
// music and exits. It proves that the game survives a machine without a
// sound device (run it under xvfb-run on such a machine: it must exit 0)
// and, where there is one, that every sound reaches it.
//
// The effects start once the Player is ready (at once when it is silent;
// in the browser, after the first click, tap or key), one every 12 ticks;
// the program ends -seconds after that.
package main

import (
	"errors"
	"flag"
	"fmt"
	"image/color"
	"log"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	ebitenaudio "github.com/hajimehoshi/ebiten/v2/audio"
	"github.com/hajimehoshi/ebiten/v2/ebitenutil"

	"starboard/audio"
)

type game struct {
	player  *audio.Player
	started time.Time
	ticks   int
	first   int // the tick the schedule started; 0 before
	last    int // ticks the schedule runs
	early   int // effects asked for before the Player was ready
	played  []string
}

var errDone = errors.New("done")

func (g *game) Update() error {
	g.ticks++
	p := g.player
	if g.ticks == 1 {
		p.StartMusic()
	}
	if g.first == 0 {
		if p.Available() && !p.Ready() {
			// These must be dropped, not held back to burst out when the
			// context starts.
			if g.ticks%30 == 0 {
				p.Play(audio.Pick)
				g.early++
			}
			return nil
		}
		g.first = g.ticks
		log.Printf("ready after %v (tick %d); %d effects asked for before then were dropped",
			time.Since(g.started).Round(time.Millisecond), g.ticks, g.early)
	}
	t := g.ticks - g.first + 1
	switch {
	case t%12 == 0 && t/12 <= audio.SoundCount:
		s := audio.Sound(t/12 - 1)
		p.Play(s)
		g.played = append(g.played, s.String())
	case t == 110:
		p.SetVolume(0.5, 0.5, 0.3)
		p.Play(audio.Score)
	case t == 115:
		p.SetMuted(true)
		p.Play(audio.Error)
	case t == 118:
		p.SetMuted(false)
		p.StopMusic()
	}
	if t >= g.last {
		return errDone
	}
	return nil
}

func (g *game) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x10, 0x18, 0x30, 0xff})
	ebitenutil.DebugPrint(screen, fmt.Sprintf("tick %d\n%s\nplayed: %v", g.ticks, g.player.Status(), g.played))
}

func (g *game) Layout(int, int) (int, int) { return 320, 240 }

func main() {
	seconds := flag.Float64("seconds", 2, "how long to run once the sounds can start")
	withoutProbe := flag.Bool("without-probe", false,
		"create Ebitengine's audio context before New, skipping the device check, to show what the check prevents")
	flag.Parse()

	if *withoutProbe {
		ebitenaudio.NewContext(audio.SampleRate)
	}
	start := time.Now()
	p := audio.New(audio.Options{})
	log.Printf("New took %v: available=%v, %s", time.Since(start).Round(10*time.Microsecond), p.Available(), p.Status())

	g := &game{player: p, started: time.Now(), last: int(*seconds * 60)}
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle("starboard audio smoke")
	err := ebiten.RunGame(g)
	p.Close()
	if err != nil && !errors.Is(err, errDone) {
		log.Printf("RunGame failed after %v and %d ticks: %v", time.Since(g.started).Round(time.Millisecond), g.ticks, err)
		os.Exit(1)
	}
	log.Printf("ran %d ticks in %v; played %v", g.ticks, time.Since(g.started).Round(time.Millisecond), g.played)
}
