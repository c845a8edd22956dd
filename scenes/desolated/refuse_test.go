package desolated

import (
	"strings"
	"testing"

	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// actionRig plays a three-seat game, the person's moves off the screen,
// until the person must choose an action with an Influence card in the
// row that it cannot Trade for, and returns the rig, its board and that
// card's row slot.
func actionRig(t *testing.T, w, h int) (*scenetest.Rig, *Board, int) {
	t.Helper()
	m := scenetest.NewMatch(t, dr.Title, 11, nil, "human", "bot:easy", "bot:easy")
	tbl := table.Open[obj](m, table.Options{}, newBoard)
	r := scenetest.NewRig(t, m, tbl, w, h)
	b := tbl.Board().(*Board)
	// The bots' turns on the way there play at once; the test's own
	// moves at the normal speed.
	r.App.Settings.AnimationSpeed = 3
	defer func() { r.App.Settings.AnimationSpeed = 1 }()
	slot := -1
	if !r.PlayUntil(nil, takeOrPass, func(legal []rules.Move) bool {
		if m.Prompt().Kind != "action" {
			return false
		}
		for i := range dr.InfluenceRow {
			if id, _ := b.view.InfluenceRowCard(i); id < 0 {
				continue
			}
			open := false
			for _, mv := range legal {
				open = open || mv.Kind == dr.MoveTrade && int(mv.A) == i
			}
			if !open {
				slot = i
				return true
			}
		}
		return false
	}) {
		t.Fatalf("no action with an Influence card out of reach: %s", r.Table.Status())
	}
	return r, b, slot
}

// takeOrPass picks a Take or a Pass when one is legal, else the first
// legal move.
func takeOrPass(_ *rules.RNG, legal []rules.Move) rules.Move {
	for _, l := range legal {
		if l.Kind == dr.MoveTake || l.Kind == dr.MovePass {
			return l
		}
	}
	return legal[0]
}

// firstMove picks the first legal move.
func firstMove(_ *rules.RNG, legal []rules.Move) rules.Move { return legal[0] }

// TestTapOnCardOutOfReachSaysWhy taps an Influence card the person cannot
// Trade for, and a Material row card after the draw: each tap makes no
// move, and the table says why near the pointer, naming the card and its
// cost; a hand card dropped on the Landmark row says how Landmarks are
// bought; the Landmarks out of reach are refused by name.
func TestTapOnCardOutOfReachSaysWhy(t *testing.T) {
	r, b, i := actionRig(t, 1280, 720)
	id, _ := b.view.InfluenceRowCard(i)
	c := dr.Influences[id]
	r.Tap(b.lay.infRow[i])
	msg, shown := r.Table.(*Shell).Toast()
	if !shown {
		t.Fatalf("a tap on %s, out of reach, shows no reason", c.Name)
	}
	if !strings.Contains(msg, c.Name) || !strings.Contains(msg, c.Cost.String()) {
		t.Errorf("the reason for %s is %q, want its name and its cost %s", c.Name, msg, c.Cost)
	}
	if r.M.Prompt().Kind != "action" {
		t.Errorf("the refused tap made a move: the prompt is %q", r.M.Prompt().Kind)
	}
	t.Logf("the reason shown: %q", msg)
	r.Shoot("desolated-refusal-1280x720", 1280, 720)
	r.Step(300) // the reason fades
	r.Tap(b.lay.matRow[0])
	if msg, shown := r.Table.(*Shell).Toast(); !shown || !strings.Contains(msg, "draw is over") {
		t.Errorf("a tap on the Material row after the draw: %q (shown %v), want the draw over", msg, shown)
	}
	// A hand card dragged onto the Landmark row flies back, and the table
	// says that Landmarks are earned.
	r.Step(300)
	r.Drag(b.HandSlot(0), b.lay.lmRow[0])
	if msg, shown := r.Table.(*Shell).Toast(); !shown || !strings.Contains(msg, "Landmarks are bought by Earn") {
		t.Errorf("a hand card dropped on the Landmark row: %q (shown %v), want Landmarks bought by Earn", msg, shown)
	} else {
		t.Logf("the drop's reason: %q", msg)
	}
	r.Shoot("desolated-refused-drop-1280x720", 1280, 720)
	if r.M.Prompt().Kind != "action" {
		t.Errorf("the refused drop made a move: the prompt is %q", r.M.Prompt().Kind)
	}
	// A hand card dropped in the inventory where it cannot go: the rules'
	// reason near the pointer, also off every lit place (seventh review:
	// a wrong drop snapped back silently).
	dropped := false
	for h := range b.handIDs {
		for gi, g := range b.inv.groups {
			for c := int16(1); c <= 2 && !dropped; c++ {
				if b.try(rules.Move{Kind: dr.MoveUpgrade, A: int16(h), B: int16(gi), C: c}) == nil {
					continue
				}
				x, y := g.X+g.W*0.3, g.Y+g.H*0.5
				if c == 2 {
					x = g.X + g.W*0.7
				}
				lit := false
				for _, d := range b.hand.Targets {
					lit = lit || d.Rect.Contains(x, y)
				}
				if lit {
					continue
				}
				r.Step(300)
				fx, fy := b.HandSlot(h).Center()
				r.Script.Drag(fx, fy, x, y, 10)
				r.Play()
				msg, shown := r.Table.(*Shell).Toast()
				if !shown || !strings.Contains(msg, "link") {
					t.Errorf("hand card %d dropped at %v end of group %d, where it cannot go: %q (shown %v), want the link symbols named", h, c, gi, msg, shown)
				}
				t.Logf("the wrong drop's reason: %q", msg)
				r.Shoot("desolated-wrong-drop-1280x720", 1280, 720)
				dropped = true
			}
		}
	}
	if !dropped {
		// Every place in the inventory takes some card: a drop off the
		// lit places says where the card may go.
		r.Step(300)
		fx, fy := b.HandSlot(0).Center()
		r.Script.Drag(fx, fy, b.lay.inv.X+40, b.lay.inv.Y+6, 10)
		r.Play()
		msg, shown := r.Table.(*Shell).Toast()
		if !shown || !strings.Contains(msg, "glowing place") {
			t.Errorf("a hand card dropped in the inventory off the lit places: %q (shown %v), want where it may go", msg, shown)
		}
		t.Logf("the stray drop's reason: %q", msg)
	}
	if r.M.Prompt().Kind != "action" {
		t.Errorf("the wrong drop made a move: the prompt is %q", r.M.Prompt().Kind)
	}
	// The Landmarks the person cannot Earn are refused by name; those it
	// can are not.
	for i := range dr.LandmarkRow {
		id := b.view.LandmarkRowCard(i)
		if id < 0 {
			continue
		}
		why := b.WhyNot(obj{kind: objLmRow, a: int16(i)})
		t.Logf("Landmark %s: %q", dr.Landmarks[id].Name, why)
		if b.try(rules.Move{Kind: dr.MoveEarn, A: int16(i)}) == nil {
			if why != "" {
				t.Errorf("Landmark %s can be earned, yet the board refuses it: %q", dr.Landmarks[id].Name, why)
			}
			continue
		}
		if !strings.Contains(why, dr.Landmarks[id].Name) {
			t.Errorf("the refusal of Landmark %s is %q, want its name", dr.Landmarks[id].Name, why)
		}
	}
}
