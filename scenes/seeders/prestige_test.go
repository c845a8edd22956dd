package seeders

import (
	"fmt"
	"regexp"
	"testing"

	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// While Crews are rearranged, the Prestige table shows beside the
// viewer's own Ark, never over it, and in a landscape window over no Ark.
func TestPrestigeTableLeavesMyArkFree(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {1080, 1920}} {
		for _, seats := range []int{2, 3, 4} {
			players := []string{"human", "human", "human", "human"}[:seats]
			m := scenetest.NewMatch(t, rs.Title, 7, nil, players...)
			rng := rules.NewRNG(7)
			for guard := 0; m.Prompt().Kind != "reorder" || m.ToMove() != 0; guard++ {
				if guard > 5000 || m.Prompt().Kind == "over" {
					t.Fatalf("%d seats: seat 1 never rearranged its Crews", seats)
				}
				seat := m.ToMove()
				if err := m.Submit(seat, lively(&rng, m.Legal(seat))); err != nil {
					t.Fatal(err)
				}
			}
			r := scenetest.NewRig(t, m, New(m), sz[0], sz[1])
			sh := r.Table.(*Shell)
			for i := 0; i < 50 && sh.Passing(); i++ {
				r.Tap(sh.PassButton())
			}
			r.Step(120)
			board := sh.Board().(*Table)
			if !board.lay.arkFocus {
				t.Fatalf("%d seats: the Arks do not take the Wing's room while Crews are rearranged", seats)
			}
			room, mine := board.prestigeRoom(), board.lay.rows[0]
			if overlap(room, mine) {
				t.Errorf("%dx%d, %d seats: the Prestige table %v covers the viewer's Ark %v", sz[0], sz[1], seats, room, mine)
			}
			if sz[0] == 1280 {
				// A landscape window has room under the Arks: the table
				// leaves every Ark in sight (the nineteenth review).
				for p, row := range board.lay.rows {
					if overlap(room, row) {
						t.Errorf("%dx%d, %d seats: the Prestige table %v covers seat %d's Ark %v", sz[0], sz[1], seats, room, p+1, row)
					}
				}
				r.Shoot(fmt.Sprintf("seeders-reorder-prestige%d-%dx%d", seats, sz[0], sz[1]), sz[0], sz[1])
			}
			if room.H < 100 {
				t.Errorf("%dx%d, %d seats: the Prestige table has %.0f of height", sz[0], sz[1], seats, room.H)
			}
		}
	}
}

// The new Unit's place, lit, leaves the row's head (the Resources and the
// Prestige) and the line under the row clear of its light.
func TestNewUnitPlaceLeavesTheHeadClear(t *testing.T) {
	m := scenetest.NewMatch(t, rs.Title, 11, nil, "human", "human", "human", "human")
	rng := rules.NewRNG(11)
	playOffScreen(t, m, &rng, "seat 1 never could integrate a new Unit", func() bool {
		return m.Prompt().Kind == "integrate" && m.ToMove() == 0 && newUnit(m.Legal(0)) != nil
	})
	for _, sz := range scenetest.Sizes {
		r := scenetest.NewRig(t, m, New(m), sz[0], sz[1])
		sh := r.Table.(*Shell)
		for i := 0; i < 50 && sh.Passing(); i++ {
			r.Tap(sh.PassButton())
		}
		r.Step(120)
		board := sh.Board().(*Table)
		nu, _ := board.Where(obj{kind: objNewUnit})
		glow := nu.Inset(-9)
		if head := board.lay.rowHead[0]; overlap(glow, head) {
			t.Errorf("%dx%d: the new Unit's light %v covers the Ark's head %v", sz[0], sz[1], glow, head)
		}
		if note := board.ark.note; note.W > 0 && overlap(glow, note) {
			t.Errorf("%dx%d: the new Unit's light %v covers the line under the Ark %v", sz[0], sz[1], glow, note)
		}
	}
}

// In the review of a game, the Prestige table scored by a move shows at
// that move only: stepping back from the end, or back from the move that
// scored it, hides it, and the points shown are never those of a moment
// still to come. What the review says of a move reads as the log does,
// with no card's catalogue number ("Incubation Ward #59").
func TestReviewPrestigeBelongsToItsMove(t *testing.T) {
	r := scenetest.PlayThrough(t, scenetest.Game{Title: rs.Title, Table: New, Players: []string{"human", "bot:random"},
		Seed: 3, Choose: lively, Speed: 3})
	sh := r.Table.(*Shell)
	board := sh.Board().(*Table)
	tap := func(name string) {
		t.Helper()
		rc, ok := scenes.FindTarget(r.Table, name)
		if !ok {
			t.Fatalf("no %s target", name)
		}
		r.Tap(rc)
		r.Step(120) // the move's animations play out
	}
	rp, err := sh.Match().Replay()
	if err != nil {
		t.Fatal(err)
	}
	scoring := 0 // the last move that scores Prestige
	for i, e := range rp.History(rp.Len()) {
		for _, ev := range e.For(rules.NoSeat) {
			if ev.Kind == rs.EvPrestige {
				scoring = i + 1
			}
		}
	}
	if scoring == 0 {
		t.Fatal("no move of the game scored Prestige")
	}
	cardNo := regexp.MustCompile(`#[0-9]`)
	noNumbers := func(when string) {
		t.Helper()
		if w := sh.ReviewWords(); cardNo.MatchString(w) {
			t.Errorf("%s: the review says %q, with a catalogue number", when, w)
		}
		for _, mk := range r.Audit(1280, 720) {
			if cardNo.MatchString(mk.Label) {
				t.Errorf("%s: the screen reads %q (%s), a catalogue number", when, mk.Label, mk.Where)
			}
		}
	}
	tap("review")
	if !sh.Reviewing() {
		t.Fatal("Review did not open the review")
	}
	noNumbers("the review's last move")
	for i := 0; i < 30; i++ {
		tap("review/back")
		pos, _ := sh.ReviewAt()
		if title, scored := board.prestigeTitle(); scored {
			t.Fatalf("back at move %d the board still shows %q, scored later", pos, title)
		}
		if w := sh.ReviewWords(); cardNo.MatchString(w) {
			t.Errorf("move %d: the review says %q, with a catalogue number", pos, w)
		}
		if i%10 == 0 {
			noNumbers(fmt.Sprint("move ", pos))
		}
	}
	// To the move before the scoring, then the scoring move itself: its
	// Prestige shows; one step back, it is gone.
	for pos, _ := sh.ReviewAt(); pos < scoring-1; pos, _ = sh.ReviewAt() {
		tap("review/next")
	}
	for pos, _ := sh.ReviewAt(); pos > scoring-1; pos, _ = sh.ReviewAt() {
		tap("review/back")
	}
	if _, scored := board.prestigeTitle(); scored {
		t.Fatalf("at move %d, before the scoring, the board shows Prestige scored", scoring-1)
	}
	tap("review/next")
	if title, scored := board.prestigeTitle(); board.Prompt.Kind == "over" && title != "" {
		t.Errorf("at the game's end the board shows %q over the final board", title)
	} else if board.Prompt.Kind != "over" && (!scored || title == "") {
		t.Errorf("at move %d, which scores Prestige, the board does not show it (%q)", scoring, title)
	}
	r.Shoot("seeders-review-scoring", 1280, 720)
	noNumbers(fmt.Sprint("the scoring move ", scoring))
	tap("review/back")
	if title, _ := board.prestigeTitle(); title != "" {
		t.Errorf("back from the scoring move, the board still shows %q", title)
	}
	r.Shoot("seeders-review-before-scoring", 1280, 720)
}

// As the turn order is chosen, the last turn's Prestige shows over the
// Wing, clear of the turn order's slots, and goes at the player's first
// tap, which still makes its move; left alone, it goes by itself.
func TestOrderPrestigeIsShort(t *testing.T) {
	m := scenetest.NewMatch(t, rs.Title, 7, nil, "human", "human", "human")
	rng := rules.NewRNG(7)
	playOffScreen(t, m, &rng, "seat 1 never chose its place in a turn order after the first turn", func() bool {
		return m.Prompt().Kind == "order" && m.ToMove() == 0 && m.View(0).(*rs.State).Turn() >= 2
	})
	rig := func() (*scenetest.Rig, *Shell, *Table) {
		r := scenetest.NewRig(t, m, New(m), 1280, 720)
		sh := r.Table.(*Shell)
		for i := 0; i < 50 && sh.Passing(); i++ {
			r.Tap(sh.PassButton())
		}
		return r, sh, sh.Board().(*Table)
	}
	r, sh, board := rig()
	r.Step(2)
	if title, _ := board.prestigeTitle(); title == "" {
		t.Fatal("the last turn's Prestige does not show as the turn order is chosen")
	}
	room := board.prestigeRoom()
	for i, s := range board.lay.slots {
		if room.Overlaps(s.Inset(-9)) {
			t.Errorf("the Prestige table %v covers the turn order's slot %d %v", room, i+1, s)
		}
	}
	before := m.Moves()
	r.Tap(board.lay.slots[0])
	if title, _ := board.prestigeTitle(); title != "" {
		t.Errorf("after the player's tap the board still shows %q", title)
	}
	if m.Moves() == before && len(sh.Legal()) > 0 {
		t.Errorf("the tap that sent the Prestige away made no move")
	}
	r, _, board = rig()
	r.Step(2)
	if title, _ := board.prestigeTitle(); title == "" {
		t.Fatal("the last turn's Prestige does not show on a new table")
	}
	r.Step(orderTableTicks + 30)
	if title, _ := board.prestigeTitle(); title != "" {
		t.Errorf("left alone, the board still shows %q", title)
	}
}
