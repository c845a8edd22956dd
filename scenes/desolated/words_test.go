package desolated

import (
	"fmt"
	"strings"
	"testing"

	"starboard/match"
	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes/input"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// TestBoardWordsStayClear plays to the person's first action (on the
// way, at the first Draw, longPressExplainsHandCard), the
// inventory empty, and picks a hand card for an Upgrade. At every size
// the words of the empty inventory stay clear of the place the card may
// go, lit (a light never covers what it lights); the hand is named, off
// its cards and that light; at 1280x720 the discards stand clear of the Material row's
// lights, nearly as large as a row card; at 800x600 the line that says how
// to see the other seats shows whole and the round shows, both clearly
// over the legible bar.
func TestBoardWordsStayClear(t *testing.T) {
	m := scenetest.NewMatch(t, dr.Title, 11, nil, "human", "bot:easy", "bot:easy")
	tbl := table.Open[obj](m, table.Options{}, newBoard)
	r := scenetest.NewRig(t, m, tbl, 1280, 720)
	r.DrawEvery = 8
	b := tbl.Board().(*Board)
	// The way there off the screen, but for the long press.
	if !r.PlayUntil(nil, firstMove, func([]rules.Move) bool { return m.Prompt().Kind == "draw" || m.Prompt().Kind == "action" }) {
		t.Fatalf("the game ended before the first action: %s", r.Table.Status())
	}
	if m.Prompt().Kind == "draw" {
		longPressExplainsHandCard(t, r, b)
	}
	if !r.PlayUntil(nil, firstMove, func([]rules.Move) bool { return m.Prompt().Kind == "action" }) {
		t.Fatalf("the game ended before the first action: %s", r.Table.Status())
	}
	if !b.invEmpty() {
		t.Fatalf("the first action finds the inventory holding cards: %s", r.Table.Status())
	}
	zone := obj{kind: objZone}
	for _, mv := range r.Table.Legal() {
		if first, second := b.Path(mv); mv.Kind == dr.MoveUpgrade && second == zone {
			r.Tap(b.HandSlot(int(first.a)))
			break
		}
	}
	r.DrawEvery = 1
	r.Step(10)
	if b.Frame.Light(zone) == table.Unlit {
		t.Fatalf("a hand card picked for an Upgrade lights no place in the empty inventory: %s", r.Table.Status())
	}
	for _, sz := range scenetest.Sizes {
		t.Run(fmt.Sprint(sz[0], "x", sz[1]), func(t *testing.T) {
			layOut(r, sz[0], sz[1])
			at, _ := b.Where(zone)
			if b.emptyInvAt.W == 0 || b.emptyInvAt.Overlaps(at.Inset(-10)) {
				t.Errorf("the empty inventory's words at %v lie under the light of %v", b.emptyInvAt, at)
			}
			if b.handLabelAt.W == 0 {
				t.Error("the hand is not named")
			}
			if b.handLabelAt.Overlaps(at.Inset(-9)) {
				t.Errorf("the hand's name at %v lies under the light of the place %v (thirteenth review)", b.handLabelAt, at)
			}
			for i := range b.hand.Len() {
				if b.Frame.Light(b.HandPlace(i)) == table.Selected {
					continue // lifted
				}
				if c := b.handCardBox(i); b.handLabelAt.Overlaps(c.Inset(-4)) {
					t.Errorf("the hand's name at %v lies on card %d at %v", b.handLabelAt, i, c)
				}
			}
			l := &b.lay
			switch sz[0] {
			case 1280:
				last := l.matRow[len(l.matRow)-1]
				if l.matDisc.X-(last.X+last.W) < 12 || l.matDisc.W < l.rowW*0.8 {
					t.Errorf("the discards at %v: want them clear of the last row card's light (%v), nearly %.0f wide", l.matDisc, last, l.rowW)
				}
			case 800:
				if b.seatHintAt.W == 0 || b.seatHintAt.X+b.seatHintAt.W > l.main.X+l.main.W {
					t.Errorf("the line on seeing the other seats at %v leaves the board %v", b.seatHintAt, l.main)
				}
				want := map[string]bool{"Tap a seat": false, "Round ": false, emptyInvHint[:12]: false}
				for _, mk := range r.Audit(sz[0], sz[1]) {
					for w := range want {
						if strings.HasPrefix(mk.Label, w) && mk.Px >= 13.5 {
							want[w] = true
						}
					}
				}
				for w, ok := range want {
					if !ok {
						t.Errorf("no text %q 13.5 px high", w)
					}
				}
			}
		})
	}
	r.Shoot("desolated-upgrade-empty-1280x720", 1280, 720)
	r.Shoot("desolated-upgrade-empty-800x600", 800, 600)
}

// longPressExplainsHandCard rests the mouse on the last hand card, which
// lifts it, and holds the button down there 1.2 s, as the ninth review
// did: the card shows large with the key to its symbols, as the mouse
// resting on it shows it; Esc closes it.
func longPressExplainsHandCard(t *testing.T, r *scenetest.Rig, b *Board) {
	t.Helper()
	r.DrawEvery = 1
	defer func() { r.DrawEvery = 8 }()
	x, y := b.handCardBox(b.hand.Len() - 1).Center()
	r.Script.Rest(x, y, tipDelay+5)
	r.Script.Drag(x, y, x, y, 72)
	r.PlayEvery(8)
	r.Step(30)
	if z := b.hand.Zoomed(); z == nil || !z.Zoomed() {
		t.Fatalf("a long press on a hand card at the Draw showed it not large: %s", r.Table.Status())
	}
	keyed := 0
	for _, mk := range r.Audit(1280, 720) {
		if strings.Contains(mk.Where, "desolated/key.go") && !mk.Symbol {
			keyed++
		}
	}
	if keyed < 3 {
		t.Errorf("the hand card shown large by a long press shows %d texts of its key; want its title and a line per symbol", keyed)
	}
	r.Shoot("desolated-hand-longpress-1280x720", 1280, 720)
	r.Script.Key(input.Back)
	r.Play()
	r.Step(30)
}

// TestLogSaysWhatWasPaid checks that a payment made automatically reads
// in the log as what was paid for what, in the game's words, not as the
// interface's ("pays automatically in 4 steps", the thirteenth review),
// a short line a step.
func TestLogSaysWhatWasPaid(t *testing.T) {
	s := &dr.State{}
	events := []rules.Event{
		{Kind: dr.EvTradeBegin, Seat: 1, A: 2, B: 0},
		{Kind: dr.EvAuto, Seat: 1, A: 2},
		{Kind: dr.EvPay, Seat: 1, A: 0, B: 3},
		{Kind: dr.EvSpend, Seat: 1, A: 1},
		{Kind: dr.EvSpend, Seat: 1, A: 1},
		{Kind: dr.EvTrade, Seat: 1, A: 2, B: 0, C: 1},
	}
	var said []string
	for _, l := range (&Board{}).LogLines(match.Entry{}, events, s.EventText) {
		said = append(said, l.Text)
		if l.Join {
			t.Errorf("the log joins %q to the line before: a Trade reads as one long sentence", l.Text)
		}
	}
	all := strings.Join(said, " / ")
	// A line for each step a player would name (the fourteenth review):
	// the beginning, the card paid, the tokens spent, the card gained.
	if len(said) != 4 || !strings.Contains(said[2], "spends 2 ") {
		t.Errorf("a Trade paid with a card and two tokens of one material reads %d lines, want 4, the tokens on one: %s", len(said), all)
	}
	for _, ui := range []string{"automatically", "step"} {
		if strings.Contains(all, ui) {
			t.Errorf("the log says %q: %s", ui, all)
		}
	}
	for _, want := range []string{"begins a Trade", "pays in", "spends", "gains"} {
		if !strings.Contains(all, want) {
			t.Errorf("the log leaves out %q: %s", want, all)
		}
	}
}

// TestFinalBoardSaysWhoWon plays a game of two seats to its end in the
// rules and checks what the stage says of it: who won, not when the game
// will end (the fourteenth review read "The game ends when the turn
// comes back to Vega." on the final board).
func TestFinalBoardSaysWhoWon(t *testing.T) {
	s := dr.New(rules.Setup{Seats: 2, Seed: 3})
	rng := rules.NewRNG(3)
	var legal []rules.Move
	for guard := 0; !s.Over(); guard++ {
		if guard > 20000 {
			t.Fatal("the game did not end in 20000 moves")
		}
		legal = s.Legal(legal[:0])
		if _, err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	b := &Board{Base: table.NewBase[obj](nil)}
	b.Names = []string{"Vega", "Altair"}
	round, end := b.roundNotes(s)
	winner := "Vega"
	if s.Winners().Has(1) {
		winner = "Altair"
	}
	if !strings.Contains(round, "over") || !strings.Contains(end, winner+" wins") || strings.Contains(end, "ends when") {
		t.Errorf("the final board says %q, %q; want the game over and %s's win", round, end, winner)
	}
}
