package revenant

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// lockedState plays random two-seat games until seat 0 has Resource
// tokens locked away, outside an agenda or specialization choice, and
// returns seat 0's view then, or nil.
func lockedState(t *testing.T) *rr.State {
	t.Helper()
	var moves []rules.Move
	for seed := uint64(1); seed <= 40; seed++ {
		g, err := rr.Title.New(rules.Setup{Seats: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := rules.NewRNG(seed)
		for i := 0; i < 3000 && !g.Over(); i++ {
			moves = g.Legal(moves[:0])
			if _, err := g.Apply(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
			v := g.View(0).(*rr.State)
			if _, locked := v.Resources(0); locked != [rr.NumResources]int{} && !strings.Contains("agenda specialization", v.Prompt().Kind) {
				return v
			}
		}
	}
	return nil
}

// TestLockedLegible shows a Crew board with Resource tokens locked away at
// every size and checks that their count comes out at least
// scenetest.LegibleBar high, and that the tooltip of the Resource and the
// player aid say what locked means.
func TestLockedLegible(t *testing.T) {
	v := lockedState(t)
	if v == nil {
		t.Skip("no random game locked a token away")
	}
	_, locked := v.Resources(0)
	m := scenetest.NewMatch(t, rr.Title, 5, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.Step(30)
	b := r.Table.(*Shell).Board().(*Table)
	for _, sz := range scenetest.Sizes {
		b.Sync(v, 0, false) // the table waits for seat 0: nothing syncs it again
		b.tab = tabCrew
		seen := 0
		for _, mk := range r.Audit(sz[0], sz[1]) {
			if !strings.HasPrefix(mk.Where, "scenes/revenant/board.go") || !(mk.Label == "padlock" || strings.HasPrefix(mk.Label, "+")) {
				continue
			}
			seen++
			t.Logf("%dx%d: %q %.1f px", sz[0], sz[1], mk.Label, mk.Px)
			if mk.Px < scenetest.LegibleBar {
				t.Errorf("%dx%d: %q is %.1f px high, want %d", sz[0], sz[1], mk.Label, mk.Px, scenetest.LegibleBar)
			}
		}
		if seen == 0 {
			t.Errorf("%dx%d: no locked tokens drawn", sz[0], sz[1])
		}
		// The tokens stored fill the free slots of the Compartments: a
		// lock is asked when they are full, and they must look it.
		stored, _ := v.Resources(0)
		if want := min(stored[0]+stored[1]+stored[2]+stored[3], b.freeSlots(0)); b.slotsFilled != want {
			t.Errorf("%dx%d: %d Compartment slots drawn holding a token, want %d", sz[0], sz[1], b.slotsFilled, want)
		}
		r.Shoot(fmt.Sprintf("revenant-locked-%dx%d", sz[0], sz[1]), sz[0], sz[1]) // with $STARBOARD_SHOTS
	}
	for k, n := range locked {
		if n > 0 && !strings.Contains(b.describe(tipRes+k), "locked away") {
			t.Errorf("the tooltip of %s says %q, not what locked means", rr.ResourceNames[k], b.describe(tipRes+k))
		}
	}
	// Another seat's board: its title (and specialization) whole, left
	// of the way back to the viewer's.
	b.SeatTapped(1)
	for _, sz := range [][2]int{{1280, 720}} {
		r.Shoot(fmt.Sprintf("revenant-other-board-%dx%d", sz[0], sz[1]), sz[0], sz[1]) // with $STARBOARD_SHOTS
		r.Audit(sz[0], sz[1])
		if b.titleEnd > b.lay.title.X+b.titleRoom+0.5 || b.titleRoom < b.lay.title.W*0.3 {
			t.Errorf("%dx%d: another seat's board title ends at %.0f, its room left of the way back ends at %.0f", sz[0], sz[1], b.titleEnd, b.lay.title.X+b.titleRoom)
		}
	}
	if line := b.SeatLine(v, 0); !strings.Contains(line, "Corruption −") {
		t.Errorf("the seat line of a seat with a Corruption is %q: it does not say why the score is lower", line)
	}
	if !strings.Contains(strings.Join(aidKeys[:], " "), "Locked Resources") {
		t.Error("the player aid does not say what locked Resources are")
	}
}

// TestLockCounted plays random two-seat games to a choice of seat 0's of
// a token to lock away, two or more due, and checks that the prompt says
// why and counts them: "1 of 2", then "2 of 2".
func TestLockCounted(t *testing.T) {
	var moves []rules.Move
	for seed := uint64(1); seed <= 60; seed++ {
		g, err := rr.Title.New(rules.Setup{Seats: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := rules.NewRNG(seed)
		for i := 0; i < 3000 && !g.Over(); i++ {
			v := g.View(0).(*rr.State)
			if v.Prompt().Kind == "lock-resource" && g.ToMove() == 0 {
				m := scenetest.NewMatch(t, rr.Title, 5, nil, "human", "bot:random")
				b := New(m).(*Shell).Board().(*Table)
				b.Layout(scenes.Rect{W: 1280, H: 720})
				b.Sync(v, 0, false)
				stored, _ := v.Resources(0)
				due := stored[0] + stored[1] + stored[2] + stored[3] - b.freeSlots(0)
				if due < 2 {
					break
				}
				first := b.PromptText(obj{}, false)
				want := fmt.Sprintf("(1 of %d)", due)
				if !strings.Contains(first, want) || !strings.Contains(first, "slots") {
					t.Errorf("the first lock's prompt is %q, want it to say why and %q", first, want)
				}
				moves = g.Legal(moves[:0])
				if _, err := g.Apply(moves[0]); err != nil {
					t.Fatal(err)
				}
				b.Sync(g.View(0).(*rr.State), 0, true)
				if second, want := b.PromptText(obj{}, false), fmt.Sprintf("(2 of %d)", due); !strings.Contains(second, want) {
					t.Errorf("the second lock's prompt is %q, want %q", second, want)
				}
				return
			}
			moves = g.Legal(moves[:0])
			if _, err := g.Apply(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Skip("no random game asked seat 0 to lock two tokens away")
}

// TestAidKeysLarge draws the player aid at every size and checks that
// each line of its key to the board's symbols comes out at least
// aidLeast px high (at 800x600, where the key is a page of its own,
// legible): the eleventh review read Locked Resources' line, made smaller
// to fit its row, about 9 px high; and that at 800x600 a button turns to
// the second page, the rules, legible too.
func TestAidKeysLarge(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 5, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	b := r.Table.(*Shell).Board().(*Table)
	draw := func(sz [2]int) *scenes.Legibility {
		px := float64(sz[0]) / 1280 // the canvas is 1280 units across
		audit := &scenes.Legibility{}
		scenetest.Do(func() {
			img := ebiten.NewImage(sz[0], sz[1])
			defer img.Deallocate()
			c := &scenes.Canvas{Dst: img, Scale: px, W: 1280, H: float64(sz[1]) / px, App: r.App}
			r.App.Audit = audit
			b.DrawSheet(c, scenes.Rect{W: c.W, H: c.H})
			r.App.Audit = nil
		})
		return audit
	}
	for _, sz := range scenetest.Sizes {
		least := aidLeast
		if sz == [2]int{800, 600} {
			least = scenetest.LegibleBar // its own page: legible
		}
		audit := draw(sz)
		for _, key := range aidKeys {
			label := string([]rune(key)[:30])
			got, ok := 0.0, false
			for _, mk := range audit.Marks {
				if strings.TrimSuffix(mk.Label, "…") == label {
					got, ok = mk.Px, true
				}
			}
			if !ok || got < least {
				t.Errorf("%dx%d: the aid's line %q is %.1f px high, want %v", sz[0], sz[1], label, got, least)
			}
		}
	}
	// At 800x600 the rules are the second page, turned by a tap on the
	// aid's button, and legible too.
	draw([2]int{800, 600})
	if b.aidTurn.W == 0 || !b.SheetTapped(b.aidTurn.Center()) || b.aidPage != 1 {
		t.Fatal("at 800x600 the aid has no button that turns to its second page")
	}
	for _, mk := range draw([2]int{800, 600}).Marks {
		if mk.Px < scenetest.LegibleBar {
			t.Errorf("800x600: the aid's second page draws %q %.1f px high", mk.Label, mk.Px)
		}
	}
	if b.SheetTapped(5, 5) {
		t.Error("a tap off the aid's button turned its page, rather than closing the aid")
	}
	b.aidPage = 0
}

// aidLeast is the least height of a line of the aid's key, in device
// pixels: a visible cap height of 9 or more.
const aidLeast = 14.0
