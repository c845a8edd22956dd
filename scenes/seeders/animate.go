package seeders

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/table"
)

// flight is a card moving across the board while its event plays.
type flight struct {
	on       bool
	id       int
	from, to scenes.Rect
	fade     bool // the card fades away (a tie) instead of arriving
}

// Animate starts the animation of event e and says how it plays. The
// Chambers and cube stacks shown follow the events until the next view.
func (t *Table) Animate(e rules.Event) table.Motion {
	t.fly = flight{}
	switch e.Kind {
	case rs.EvTurn:
		t.scored = [4]bool{}
		return table.Motion{Ticks: 40, Sound: table.SoundTurn, Banner: fmt.Sprintf("Game turn %d", e.A)}
	case rs.EvOrder:
		return table.Motion{Ticks: 12, Sound: table.SoundPlace}
	case rs.EvDeal, rs.EvDraw, rs.EvRecruit, rs.EvChoose, rs.EvPick, rs.EvPassCard, rs.EvCommit:
		return table.Motion{Ticks: 8, Sound: table.SoundFlip}
	case rs.EvDiscard:
		return table.Motion{Ticks: 10, Sound: table.SoundFlip}
	case rs.EvReveal:
		if e.A >= 0 && e.A < rs.Chambers {
			t.shown[e.A] = int(e.B)
		}
		return table.Motion{Ticks: 6, Sound: table.SoundFlip}
	case rs.EvReplace:
		if e.A >= 0 && e.A < rs.Chambers {
			t.shown[e.A] = int(e.C)
		}
		return table.Motion{Ticks: 18, Sound: table.SoundFlip}
	case rs.EvPlace:
		if t.view == nil {
			break
		}
		sp := t.view.Spots()
		if int(e.B) < len(sp) && e.Seat >= 0 {
			t.placed[sp[e.B][0]][e.Seat] += int(e.C)
			t.placed[sp[e.B][1]][e.Seat] += int(e.D)
		}
		return table.Motion{Ticks: 18, Sound: table.SoundPlace}
	case rs.EvCubes:
		if e.A >= 0 && int(e.A) < 4 {
			t.placed[e.B][e.A] -= int(e.D)
			t.placed[e.C][e.A] += int(e.D)
		}
		return table.Motion{Ticks: 18, Sound: table.SoundPlace}
	case rs.EvPlaceHidden:
		return table.Motion{Ticks: 18, Sound: table.SoundPlace}
	case rs.EvRevealHidden:
		return table.Motion{Ticks: 24, Sound: table.SoundReveal}
	case rs.EvWin, rs.EvTie:
		ch := int(e.A)
		if ch >= 0 && ch < rs.Chambers {
			t.shown[ch] = -1
			t.fly = flight{on: true, id: int(e.B), from: t.lay.cards[ch], fade: e.Kind == rs.EvTie}
			if e.Kind == rs.EvWin && int(e.Seat) < len(t.lay.rowHead) {
				t.fly.to = t.lay.rowHead[e.Seat]
			}
		}
		if e.Kind == rs.EvTie {
			return table.Motion{Ticks: 24, Sound: table.SoundError}
		}
		return table.Motion{Ticks: 30, Sound: table.SoundScore}
	case rs.EvReturn, rs.EvUpgrade:
		return table.Motion{Ticks: 8, Sound: table.SoundPlace}
	case rs.EvNegotiatorPP, rs.EvGainPP:
		return table.Motion{Ticks: 16, Sound: table.SoundScore}
	case rs.EvRecycle, rs.EvIntegrate, rs.EvRehost, rs.EvMoveCrew, rs.EvSafe, rs.EvGainRes:
		return table.Motion{Ticks: 14, Sound: table.SoundPlace}
	case rs.EvActivate, rs.EvSacrifice, rs.EvMutate, rs.EvJail, rs.EvFree, rs.EvSteal, rs.EvArchives, rs.EvToken, rs.EvMorph:
		return table.Motion{Ticks: 16, Sound: table.SoundReveal}
	case rs.EvDestroy, rs.EvVacant, rs.EvVacantLost:
		return table.Motion{Ticks: 20, Sound: table.SoundError}
	case rs.EvPrestige:
		if e.Seat >= 0 && int(e.Seat) < 4 {
			t.scored[e.Seat], t.lastTurn = true, true
			t.scoring[e.Seat] = [3]int{int(e.B), int(e.C), int(e.D)}
		}
		return table.Motion{Ticks: 36, Sound: table.SoundScore}
	case rs.EvGameOver:
		return table.Motion{Ticks: 40, Sound: table.SoundReveal, Banner: "The evacuation is over"}
	}
	return table.Motion{Ticks: 6, Sound: table.NoSound}
}

// drawFlight draws the card of a Chamber being won (flying to its
// winner's Ark) or discarded on a tie (fading where it lay).
func (t *Table) drawFlight(c *scenes.Canvas, f *table.Frame[obj]) {
	if !t.fly.on || !f.Anim.On {
		return
	}
	k := f.Anim.T
	r := t.fly.from
	if t.fly.fade {
		c.PushFaded(ebiten.GeoM{}, 1-k)
		t.drawCard(c, t.fly.id, r, false)
		c.Pop()
		c.Line(r.X, r.Y, r.X+r.W, r.Y+r.H, 3, scenes.ColBad)
		c.Line(r.X+r.W, r.Y, r.X, r.Y+r.H, 3, scenes.ColBad)
		// The word stands on a plate across the card's middle, clear of
		// the cube stacks and the Spots around the Chamber.
		ts := c.AtLeast(fit(c, "Tie: discarded", sizeSmall*t.lay.k, r.W-10, true))
		tw, _ := c.Measure("Tie: discarded", ts)
		pw := max(r.W-4, tw+8)
		plate := scenes.Rect{X: r.X + r.W/2 - pw/2, Y: r.Y + r.H/2 - ts*0.75, W: pw, H: ts * 1.5}
		c.RoundRect(plate, 4, colInk)
		c.Bold("Tie: discarded", plate.X+plate.W/2, plate.Y+ts*0.25, ts, scenes.ColBad, scenes.Center)
		return
	}
	to := t.fly.to
	k = scenes.EaseInOut(k)
	x := r.X + (to.X+to.W/2-r.W/2-r.X)*k
	y := r.Y + (to.Y+to.H/2-r.H/2-r.Y)*k
	c.RoundRectStroke(t.fly.from.Inset(-3), 8, 3, colPP)
	t.drawCard(c, t.fly.id, scenes.Rect{X: x, Y: y, W: r.W, H: r.H}, false)
}
