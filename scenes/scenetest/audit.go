package scenetest

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"starboard/rules"
	"starboard/scenes"
)

// BusyRig returns a rig at 1280x720 on a new match of g (its seed, options
// and players), the person's moves played at random from g.Seed through
// the screen until the match has moves moves (see PlayRandom): the busy
// position the legibility report and the tests of a table's texts read.
func BusyRig(t testing.TB, g Game, moves int) *Rig {
	t.Helper()
	m := NewMatch(t, g.Title, g.Seed, g.Options, g.Players...)
	r := NewRig(t, m, g.Table(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	r.DrawEvery = 8
	r.PlayRandom(g.Seed, moves)
	return r
}

// QuietBusyRig is BusyRig with the person's moves made off the screen
// (see Rig.PlayUntil): the same position, drawn once, for tests that
// check the position rather than the way there.
func QuietBusyRig(t testing.TB, g Game, moves int) *Rig {
	t.Helper()
	m := NewMatch(t, g.Title, g.Seed, g.Options, g.Players...)
	r := NewRig(t, m, g.Table(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	rng := rules.NewRNG(g.Seed)
	r.PlayUntil(&rng, nil, func([]rules.Move) bool { return m.Moves() >= moves })
	r.Step(30)
	return r
}

// PlayRandom plays the person's moves at random (from seed), through the
// screen, until the match has moves moves and it is the person's turn
// again, or the results show; then the last animations end.
func (r *Rig) PlayRandom(seed uint64, moves int) {
	r.T.Helper()
	rng := rules.NewRNG(seed)
	for guard := 0; guard < 20000 && !r.Table.ResultsShown(); guard++ {
		legal := r.Table.Legal()
		if len(legal) == 0 {
			r.Step(4)
			continue
		}
		if r.M.Moves() >= moves {
			break
		}
		r.Perform(legal[rng.IntN(len(legal))], false)
	}
	r.DrawEvery = 1
	r.Step(30)
}

// Audit draws the rig's scene on a w by h screen, settled, and returns
// what the legibility audit saw of the last frame, blank texts left out.
func (r *Rig) Audit(w, h int) []scenes.Mark { return r.AuditAt(w, h, 1) }

// AuditAt is Audit on a screen of w by h CSS pixels with ratio device
// pixels to each (a phone's 3): the marks are in CSS pixels.
func (r *Rig) AuditAt(w, h int, ratio float64) []scenes.Mark {
	r.T.Helper()
	audit := &scenes.Legibility{}
	Do(func() {
		r.Screen.Root.PixelRatio = ratio
		defer func() { r.Screen.Root.PixelRatio = 0 }()
		scr := NewScreen(r.Screen.Root, w, h)
		defer scr.Image.Deallocate()
		if err := scr.Settle(20); err != nil {
			r.T.Fatal(err)
		}
		r.App.Audit = audit
		err := scr.Step(1)
		r.App.Audit = nil
		if err != nil {
			r.T.Fatal(err)
		}
	})
	r.Step(1) // laid out again at the rig's size
	marks := audit.Marks[:0]
	for _, mk := range audit.Marks {
		if mk.Symbol || strings.TrimSpace(mk.Label) != "" {
			marks = append(marks, mk)
		}
	}
	return marks
}

// LegibleBar is the least height on screen, in device pixels, of a text or
// symbol of a board that carries a rule, miniatures (faces that zoom whole
// on a long press) aside.
const LegibleBar = 12

// CheckLegible fails the rig's test when marks, audited at w by h, hold a
// text or symbol drawn by the package whose path holds pkg ("revive/")
// under LegibleBar, miniatures aside. With $STARBOARD_LEGIBLE_DUMP set it
// prints the small ones, miniatures too, once per place drawn, and fails
// on none.
func (r *Rig) CheckLegible(marks []scenes.Mark, w, h int, pkg string) {
	r.T.Helper()
	var small, mini []scenes.Mark
	for _, mk := range marks {
		if mk.Px >= LegibleBar || strings.TrimSpace(mk.Label) == "" || !strings.Contains(mk.Where, pkg) {
			continue
		}
		if mk.Mini {
			mini = append(mini, mk)
		} else {
			small = append(small, mk)
		}
	}
	sort.Slice(small, func(i, j int) bool { return small[i].Px < small[j].Px })
	sort.Slice(mini, func(i, j int) bool { return mini[i].Px < mini[j].Px })
	if os.Getenv("STARBOARD_LEGIBLE_DUMP") != "" {
		fmt.Printf("== %dx%d: %d small, %d in miniatures\n", w, h, len(small), len(mini))
		seen := map[string]bool{}
		for _, mk := range append(small, mini...) {
			if k := fmt.Sprint(mk.Mini, mk.Where); !seen[k] {
				seen[k] = true
				fmt.Printf("  %.1f mini=%v %q %s\n", mk.Px, mk.Mini, mk.Label, mk.Where)
			}
		}
		return
	}
	if len(small) > 0 {
		r.T.Errorf("%dx%d: %d texts or symbols under %d px, the smallest %.1f px %q at %s", w, h, len(small), LegibleBar, small[0].Px, small[0].Label, small[0].Where)
	}
}
