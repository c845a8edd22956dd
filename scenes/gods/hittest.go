package gods

import (
	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
)

// TargetKind says what a hit target is.
type TargetKind int

// The kinds of hit target.
const (
	TargetSlot      TargetKind = iota // a slot of the viewer's hand
	TargetSpace                       // a space of a continent
	TargetContinent                   // the header of a continent, to designate it
	TargetButton                      // a button
	TargetAid                         // the player aid: its button, or its panel when open
)

// Target is a place of the screen that answers a tap, in logical units.
type Target struct {
	Kind      TargetKind
	Slot      int         // TargetSlot: the hand slot, 0 to 2
	Continent int         // TargetSpace, TargetContinent: the continent, 0 to 3
	Space     int         // TargetSpace: the space, 0 to 5 (5 is white)
	Button    ButtonID    // TargetButton: which button
	Rect      scenes.Rect // where it answers taps, in logical units
}

// HandSlot returns a rectangle on the tile of slot j of the viewer's hand,
// as the fan lies at rest: a tap on its centre takes that pawn, and a drag
// from there carries it. It is empty when the slot holds no pawn.
func (t *Table) HandSlot(j int) scenes.Rect { return t.hv.slot[j] }

// SpaceRect returns the rectangle that answers taps on space sp of
// continent c.
func (t *Table) SpaceRect(c, sp int) scenes.Rect {
	x, y := t.lay.ringPoint(c, t.order[c][sp])
	h := t.lay.spaceR + 3
	return scenes.Rect{X: x - h, Y: y - h, W: 2 * h, H: 2 * h}
}

// ContinentRect returns the header of continent c, which designates it
// (a tap anywhere on a continent designates it too).
func (t *Table) ContinentRect(c int) scenes.Rect { return t.lay.tab[c] }

// ButtonRect returns the rectangle of a button.
func (t *Table) ButtonRect(b ButtonID) scenes.Rect { return t.buttons[b].rect }

// Targets returns every hit target the screen shows now; a dialog hides
// what lies under it.
func (t *Table) Targets() []Target {
	var out []Target
	btn := func(ids ...ButtonID) {
		for _, b := range ids {
			out = append(out, Target{Kind: TargetButton, Button: b, Rect: t.buttons[b].rect})
		}
	}
	switch {
	case t.pause:
		btn(ButtonResume, ButtonQuit)
	case t.still:
		btn(ButtonStillHere)
	case t.passTo != rules.NoSeat:
		btn(ButtonContinue)
	case t.opt.Attract:
	case t.results.on:
		btn(ButtonPlayAgain, ButtonResultsMenu)
	case t.oxy.open:
		btn(ButtonActionSide, ButtonElementSide, ButtonCancel)
	case t.aid.open:
		out = append(out, Target{Kind: TargetAid, Rect: t.aid.panel})
	default:
		btn(ButtonUndo, ButtonMenu)
		out = append(out, Target{Kind: TargetAid, Rect: t.aid.button.rect})
		if !t.spectator {
			for j := 0; j < gods.HandSize; j++ {
				if r := t.HandSlot(j); r.W > 0 {
					out = append(out, Target{Kind: TargetSlot, Slot: j, Rect: r})
				}
			}
		}
		for c := 0; c < gods.Continents; c++ {
			out = append(out, Target{Kind: TargetContinent, Continent: c, Rect: t.ContinentRect(c)})
			for sp := 0; sp < gods.Spaces; sp++ {
				out = append(out, Target{Kind: TargetSpace, Continent: c, Space: sp, Rect: t.SpaceRect(c, sp)})
			}
		}
	}
	return out
}

// Waiting returns the seat the screen waits for and whether that seat may
// act now: nothing animates and no dialog is up.
func (t *Table) Waiting() (rules.Seat, bool) { return t.toMove, t.ready() }

// Viewer returns the seat whose hand the screen shows, or rules.NoSeat.
func (t *Table) Viewer() rules.Seat { return t.viewer }

// Passing returns the seat the device must be handed to, or rules.NoSeat.
func (t *Table) Passing() rules.Seat { return t.passTo }

// OxygenAsked reports whether the screen asks which side up an Oxygen goes.
func (t *Table) OxygenAsked() bool { return t.oxy.open }

// ResultsShown reports whether the results are on screen.
func (t *Table) ResultsShown() bool { return t.results.on }

// ShownScore returns the score the screen shows now.
func (t *Table) ShownScore() int { return int(t.scoreNow + 1e-9) }

// Paused reports whether the pause dialog is up.
func (t *Table) Paused() bool { return t.pause }

// SelectedSlot returns the hand slot the viewer has picked up, or -1.
func (t *Table) SelectedSlot() int { return t.sel.slot }
