package desolated

import (
	"slices"
	"strings"
	"testing"

	"starboard/match"
	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// TestOwnInventoryStaysDuringBotTurns plays a game of a person and two
// bots, the person's moves off the screen, and checks at every step that
// the inventory shown is the person's own, also while the bots play their
// turns.
func TestOwnInventoryStaysDuringBotTurns(t *testing.T) {
	m := scenetest.NewMatch(t, dr.Title, 11, nil, "human", "bot:easy", "bot:easy")
	tbl := table.Open[obj](m, table.Options{}, newBoard)
	r := scenetest.NewRig(t, m, tbl, 1280, 720)
	r.DrawEvery = 1 << 20 // what is checked is laid out in Update
	b := tbl.Board().(*Board)
	botSteps := 0
	for guard := 0; guard < 400 && botSteps < 60; guard++ {
		legal := ready(r)
		if len(legal) == 0 {
			r.Step(2)
			if b.view != nil && b.view.ToMove() != 0 && b.view.ToMove() != rules.NoSeat {
				botSteps++
			}
			if b.inv.seat != 0 {
				t.Fatalf("while seat %d plays, the inventory shown is seat %d's, not the person's", b.view.ToMove(), b.inv.seat)
			}
			continue
		}
		submit(t, r, takeOrPass(nil, legal))
	}
	if botSteps == 0 {
		t.Fatal("the bots never played")
	}
	// A tap on a bot's seat shows its inventory; a second tap the
	// person's again.
	b.SeatTapped(1)
	if b.inv.seat != 1 {
		t.Errorf("after a tap on seat 1 the inventory shown is seat %d's", b.inv.seat)
	}
	b.SeatTapped(1)
	if b.inv.seat != 0 {
		t.Errorf("after a second tap on seat 1 the inventory shown is seat %d's", b.inv.seat)
	}
}

// TestHotSeatShowsEachPersonTheirOwn plays a game of two people at one
// device and a bot, their moves off the screen and the device passed on
// it: after each hand-over the inventory shown is the new
// person's own, even when the last one had asked to see another seat's.
func TestHotSeatShowsEachPersonTheirOwn(t *testing.T) {
	m := scenetest.NewMatch(t, dr.Title, 5, nil, "human", "human", "bot:easy")
	tbl := table.Open[obj](m, table.Options{}, newBoard)
	r := scenetest.NewRig(t, m, tbl, 1280, 720)
	r.DrawEvery = 1 << 20 // what is checked is laid out in Update
	b := tbl.Board().(*Board)
	rng := rules.NewRNG(5)
	passes := 0
	for guard := 0; guard < 4000 && passes < 3; guard++ {
		switch {
		case r.Table.Passing():
			b.SeatTapped(2) // the person leaving looks at the bot's cards
			r.Tap(r.Table.PassButton())
			passes++
			if b.Viewer == rules.NoSeat || b.inv.seat != b.Viewer {
				t.Fatalf("after hand-over %d the device is with %v and the inventory shown is seat %d's", passes, b.Viewer, b.inv.seat)
			}
		default:
			legal := ready(r)
			if len(legal) == 0 {
				r.Step(4)
				if b.Viewer != rules.NoSeat && b.pinned == rules.NoSeat && b.inv.seat != b.Viewer {
					t.Fatalf("while %v plays the inventory shown is seat %d's, not %v's at the device", b.view.ToMove(), b.inv.seat, b.Viewer)
				}
				continue
			}
			submit(t, r, greedyish(&rng, legal))
		}
	}
	if passes < 3 {
		t.Fatalf("only %d hand-overs: %s", passes, r.Table.Status())
	}
}

// ready returns the legal moves of the person the table waits for, or nil
// while it waits for none or has not caught up with the match yet.
func ready(r *scenetest.Rig) []rules.Move {
	legal := r.Table.Legal()
	if len(legal) == 0 || !slices.Equal(legal, r.M.Legal(r.M.ToMove())) {
		return nil
	}
	return legal
}

// submit makes mv, a move of the person ready for one, on the match rather
// than through the screen, as scenetest.Rig.PlayUntil does: the full games
// play every move by gestures, and a test that calls it watches the table
// between the moves.
func submit(t *testing.T, r *scenetest.Rig, mv rules.Move) {
	t.Helper()
	if err := r.M.Submit(r.M.ToMove(), mv); err != nil {
		t.Fatal(err)
	}
	r.Step(2)
}

// awaitTurn lets the table run, drawing no frame, until the person may
// act, and draws it then (see scenetest.Rig.PlayUntil).
func awaitTurn(r *scenetest.Rig) {
	r.PlayUntil(nil, nil, func([]rules.Move) bool { return true })
}

// TestLogHeadsEveryTurn opens a game the person begins and checks that
// their first turn is under their name in the log, as every other seat's
// (twelfth review: the first seat's lines had no heading).
func TestLogHeadsEveryTurn(t *testing.T) {
	var m *match.Match
	for seed := uint64(1); m == nil || m.ToMove() != 0; seed++ {
		if seed > 40 {
			t.Fatal("no seed of 40 lets the person begin")
		}
		m = scenetest.NewMatch(t, dr.Title, seed, nil, "human", "bot:easy")
	}
	tbl := table.Open[obj](m, table.Options{}, newBoard)
	r := scenetest.NewRig(t, m, tbl, 1280, 720)
	r.DrawEvery = 1 << 20
	for guard := 0; guard < 100 && m.ToMove() == 0; guard++ {
		if legal := ready(r); len(legal) > 0 {
			submit(t, r, takeOrPass(nil, legal))
		} else {
			r.Step(2)
		}
	}
	name := m.Seats()[0].Name
	if log := tbl.LogText(); len(log) < 2 || log[0] != name {
		t.Errorf("the log does not open with the person's heading %q: %q", name, log[:min(3, len(log))])
	}
}

// TestPromptKeepsToTheLog plays a game of a person and two bots, the
// moves off the screen, and checks at every step of every move that the
// prompt says nothing the log has not written (the fourteenth review saw
// a refill in the prompt while the log still ended at the Trade's
// beginning), that a refill after a seat's action leaves the action in
// the prompt, and that the card the person gains lies in the inventory
// once it has landed, before the move's last event has played.
func TestPromptKeepsToTheLog(t *testing.T) {
	m := scenetest.NewMatch(t, dr.Title, 11, nil, "human", "bot:easy", "bot:easy")
	tbl := table.Open[obj](m, table.Options{}, newBoard)
	r := scenetest.NewRig(t, m, tbl, 1280, 720)
	r.DrawEvery = 1 << 20 // what is checked is kept in Update
	b := tbl.Board().(*Board)
	rng := rules.NewRNG(11)
	refills, landed, wrong := 0, 0, 0
	for guard := 0; guard < 3000 && (refills < 3 || landed == 0); guard++ {
		if legal := ready(r); len(legal) > 0 {
			mv := greedyish(&rng, legal)
			for _, l := range legal {
				if l.Kind == dr.MoveAuto {
					mv = l
				}
			}
			submit(t, r, mv)
			continue
		}
		r.Step(1)
		if !tbl.Playing() {
			continue
		}
		_, text := tbl.PromptShown()
		log := tbl.LogText()
		if text == "" || strings.HasPrefix(text, "Pays for") {
			continue
		}
		if len(log) == 0 {
			continue
		}
		if last := log[len(log)-1]; strings.Contains(last, " row slot ") && b.doing != "" {
			refills++
			if text != b.doing && wrong < 3 {
				wrong++
				t.Errorf("while a row refills after %q the prompt says %q", b.doing, text)
			}
		}
		if len(b.landed) > 0 {
			landed++
		}
		if !slices.Contains(log[max(0, len(log)-8):], text) && wrong < 3 {
			wrong++
			t.Errorf("the prompt says %q, which the log has not written: %q", text, log[max(0, len(log)-4):])
		}
	}
	if refills < 3 || landed == 0 {
		t.Errorf("the game showed %d refills after an action and %d steps with a gained card landed; want 3 and 1", refills, landed)
	}
}
