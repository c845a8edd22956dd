package desolated

import (
	"strings"
	"testing"

	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// TestEveryStepSaysWhatToDo plays a game through the screen by taps, and
// at each step of the actions of several moves (a payment, an Earn, the
// leftovers, the storing) and after the first tap of every move of two
// taps (the hand card of an Upgrade, a side of a card to convert, ...)
// reads the prompt: it must say where to tap next, and after an
// Upgrade's first tap name the card and the inventory.
func TestEveryStepSaysWhatToDo(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game")
	}
	r := scenetest.BusyRig(t, scenetest.Game{Title: dr.Title, Table: New, Seed: 3, Players: []string{"human", "bot:easy"}}, 0)
	r.DrawEvery = 8 // the prompt is worded in Update's frames too; drawing is slow
	r.App.Settings.AnimationSpeed = 3
	s := r.Table.(*Shell)
	rng := rules.NewRNG(3)
	steps := map[string]int{}
	for guard := 0; guard < 6000 && r.Moves < 50 && !r.Table.ResultsShown(); guard++ {
		legal := r.Table.Legal()
		if len(legal) == 0 {
			r.Step(4)
			continue
		}
		stage := r.M.Prompt().Kind
		switch stage {
		case "draw", "pay", "earn", "leftover", "store", "discard":
			if _, text := s.PromptShown(); !strings.Contains(strings.ToLower(text), "tap") {
				t.Errorf("at the %s step the prompt says %q: nothing of where to tap", stage, text)
			}
			steps[stage]++
		}
		if stage == "action" {
			// The prompt names the actions open now, and only those.
			_, text := s.PromptShown()
			for _, k := range []struct {
				kind uint8
				name string
			}{{dr.MoveUpgrade, "Upgrade"}, {dr.MoveTrade, "Trade"}, {dr.MoveEarn, "Earn"}, {dr.MoveHarvest, "Harvest"}} {
				open := false
				for _, mv := range legal {
					open = open || mv.Kind == k.kind
				}
				if open != strings.Contains(text, k.name) {
					t.Errorf("the prompt says %q, with %s open %v", text, k.name, open)
				}
			}
			steps["action"]++
		}
		mv := greedyish(&rng, legal)
		gs, ok := r.Table.Gestures(mv, false)
		if !ok {
			t.Fatalf("%s: no gestures", r.M.MoveText(mv))
		}
		if len(gs) >= 2 && !gs[0].Drag && gs[0].Wait == 0 {
			// The first of two taps: the prompt says what completes it.
			before := r.M.Moves()
			r.Tap(gs[0].From)
			if r.M.Moves() == before {
				_, text := s.PromptShown()
				steps["first tap of "+strings.Fields(r.M.MoveText(mv))[0]]++
				if !strings.Contains(strings.ToLower(text), "tap") || text == r.M.Prompt().Text {
					t.Errorf("after the first tap of %q the prompt says %q: not what to do next", r.M.MoveText(mv), text)
				}
				if mv.Kind == dr.MoveUpgrade {
					name := dr.Materials[r.M.View(0).(*dr.State).Hand(0)[mv.A]].Name
					if !strings.Contains(text, "Upgrade "+name) || !strings.Contains(text, "inventory") {
						t.Errorf("after choosing %s to Upgrade the prompt says %q: want the card and where it goes", name, text)
					}
				}
			}
			for _, g := range gs[1:] {
				r.Tap(g.From)
			}
			r.Moves++
			continue
		}
		r.Perform(mv, false)
	}
	t.Logf("steps seen: %v", steps)
	for _, want := range []string{"pay", "first tap of upgrade"} {
		if steps[want] == 0 {
			t.Errorf("the game showed no %q step to check (seen %v)", want, steps)
		}
	}
}

// TestAidCoversThePayingTag opens the player aid in the middle of a
// payment: the white "paying for" tag over the card paid for, bright on
// the table, must not show through round the aid's panel.
func TestAidCoversThePayingTag(t *testing.T) {
	defer func(n int) { facesPerFrame = n }(facesPerFrame)
	facesPerFrame = 1 << 20 // the pixels read are of one frame: the board shows at once
	m := scenetest.NewMatch(t, dr.Title, 2, nil, "human", "bot:easy")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	s := r.Table.(*Shell)
	b := s.Board().(*Board)
	rng := rules.NewRNG(2)
	trading := func(rng *rules.RNG, legal []rules.Move) rules.Move {
		mv := greedyish(rng, legal)
		for _, l := range legal {
			if l.Kind == dr.MoveTrade {
				mv = l
			}
		}
		return mv
	}
	if !r.PlayUntil(&rng, trading, func([]rules.Move) bool { return r.M.Prompt().Kind == "pay" }) {
		t.Fatalf("no payment: %s", r.Table.Status())
	}
	r.Step(10)
	bright := func() int {
		tag := b.tagAt
		if tag.W == 0 {
			t.Fatal("no tag over the card paid for")
		}
		var lum int
		scenetest.Do(func() {
			img := r.Screen.Frame()
			k := float64(img.Bounds().Dx()) / r.W
			c := img.RGBAAt(int((tag.X+4)*k), int((tag.Y+tag.H/2)*k)) // the white margin before the words
			lum = (int(c.R) + int(c.G) + int(c.B)) / 3
		})
		return lum
	}
	if l := bright(); l < 0xc0 {
		t.Fatalf("the tag is not white on the table (brightness %#x): the test reads the wrong place", l)
	}
	r.Tap(s.SheetButton())
	r.Step(10)
	if l := bright(); l > 0x40 {
		t.Errorf("with the player aid open the tag shows at brightness %#x: want it dark under the aid's shade", l)
	}
	r.Script.Key(input.Back)
	r.Play()
	// The payment made at once: while the card flies to the inventory,
	// the stage says nothing more of the payment and the tag is gone
	// (seventh review: "still to pay" and "paying for" stayed). The
	// payment's steps play as one gesture, a quick stagger, and the prompt
	// names what it pays for, never a card still in the air (eleventh
	// review: 20 s card by card, the header ahead of the board).
	for _, l := range r.Table.Legal() {
		if l.Kind == dr.MoveAuto {
			r.Perform(l, false)
			break
		}
	}
	steps, ticks := 0, 0
	var last rules.Event
	var paid dr.Bundle // what the steps played so far pay, as the log says them
	converted := false
	for guard := 0; guard < 600; guard++ {
		a := b.Frame.Anim
		if a.On && a.Event.Kind == dr.EvTrade {
			if b.payShown || b.tagAt.W > 0 {
				t.Errorf("as the card paid for flies, the payment's box shows %v and the tag %v: want both gone", b.payShown, b.tagAt)
			}
			if steps == 0 {
				t.Fatal("no step of the payment played")
			}
			if ticks > steps*payTicks+8 {
				t.Errorf("the payment's %d steps played for %d ticks: want a quick stagger, %d a step", steps, ticks, payTicks)
			}
			return
		}
		if a.On {
			switch a.Event.Kind {
			case dr.EvPay, dr.EvSpend, dr.EvConvert:
				if a.Event != last {
					steps++
					last = a.Event
					switch a.Event.Kind {
					case dr.EvConvert:
						converted = true // the pool changes kind: the sums below no longer hold
					case dr.EvSpend:
						paid[a.Event.A]++
					case dr.EvPay:
						if c := &dr.Materials[a.Event.B]; c.Kind != dr.RareCard {
							p := c.Payment()
							for m := range p {
								paid[m] += p[m]
							}
						}
					}
				}
				// The box counts a step as its line is written, never once
				// its card lands (the last review saw the log run ahead).
				for m := range paid {
					if !converted && b.paidShown[m] < paid[m] {
						t.Errorf("as step %d plays the box shows %v paid in: want %v and more", steps, b.paidShown, paid)
						break
					}
				}
				if _, text := s.PromptShown(); strings.Contains(strings.ToLower(text), "pays in") || !strings.HasPrefix(text, "Pays for ") {
					t.Errorf("while a payment's cards fly the prompt says %q: want what it pays for", text)
				}
			}
		}
		if steps > 0 {
			ticks++
		}
		r.Step(1)
	}
	t.Errorf("no Trade played after paying automatically: %s", r.Table.Status())
}

// TestDrawButtonsKeepTheirPlace checks the Draw phase's buttons: each
// keeps its place and its words through both cards of the draw, so that
// a tap on the same spot twice presses the same button; the prompt names
// the button that ends the draw as it is labelled.
func TestDrawButtonsKeepTheirPlace(t *testing.T) {
	m := scenetest.NewMatch(t, dr.Title, 11, nil, "human", "bot:easy")
	tbl := table.Open[obj](m, table.Options{}, newBoard)
	r := scenetest.NewRig(t, m, tbl, 1280, 720)
	r.App.Settings.AnimationSpeed = 3 // the moves play at once
	b := tbl.Board().(*Board)
	const draw, done = "Draw a Material card…", "Done drawing"
	// at names the button under the centre of rc, or "".
	at := func(rc scenes.Rect) string {
		x, y := rc.Center()
		for _, tg := range tbl.Targets(nil) {
			if tg.Rect.Contains(x, y) {
				return tg.Name
			}
		}
		return ""
	}
	var spots [2]scenes.Rect
	var names [2]string
	seen := [2]bool{}
	for guard := 0; guard < 4000 && !(seen[0] && seen[1]); guard++ {
		legal := r.Table.Legal()
		if len(legal) == 0 {
			r.Step(4)
			continue
		}
		if m.Prompt().Kind != "draw" {
			// The way to the next draw, off the screen.
			if !r.PlayUntil(nil, firstMove, func([]rules.Move) bool { return m.Prompt().Kind == "draw" }) {
				break
			}
			continue
		}
		n := min(b.view.Drawn(), 1)
		if n == 0 {
			for i, label := range [2]string{draw, done} {
				for _, tg := range tbl.Targets(nil) {
					if tg.Name == scenes.TargetName(label) {
						spots[i], names[i] = tg.Rect, tg.Name
					}
				}
				if names[i] == "" {
					t.Fatalf("no %q button at the start of the draw", label)
				}
			}
			// The kind's button, tapped twice, is the same button both times.
			for range 2 {
				if got := at(spots[0]); got != names[0] {
					t.Errorf("a tap where %q was finds %q", names[0], got)
				}
				r.Tap(spots[0])
			}
		}
		seen[n] = true
		for i := range spots {
			if got := at(spots[i]); got != names[i] {
				t.Errorf("after %d cards drawn the button where %q was is %q", b.view.Drawn(), names[i], got)
			}
		}
		if p := b.PromptText(obj{}, false); !strings.Contains(p, done) {
			t.Errorf("the Draw prompt %q does not name the %q button", p, done)
		}
		for _, mv := range legal {
			if mv.Kind == dr.MoveTake {
				r.Perform(mv, false)
				break
			}
		}
	}
	if !seen[0] || !seen[1] {
		t.Fatalf("the Draw phase was met with %v cards drawn: %s", seen, r.Table.Status())
	}
}
