package revenant

import (
	"strconv"
	"strings"
	"testing"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestOnlySkipSaysWhy plays until the seat at the device chooses the
// action of its space and only Skip is legal, and checks that the prompt
// says why rather than "Choose the action" alone, and that the space's
// actions show greyed, each saying why when tapped.
func TestOnlySkipSaysWhy(t *testing.T) {
	for _, seed := range []uint64{11, 5, 7, 3} {
		m := scenetest.NewMatch(t, rr.Title, seed, nil, "human", "bot:easy")
		r := scenetest.NewRig(t, m, New(m), 1280, 720)
		r.App.Settings.AnimationSpeed = 3
		rng := rules.NewRNG(seed)
		only := func(legal []rules.Move) bool {
			return m.Prompt().Seat == 0 && m.Prompt().Kind == "action" && len(legal) == 1
		}
		if !playUntil(r, &rng, only) {
			continue
		}
		r.Step(30)
		sh := r.Table.(*Shell)
		b := sh.Board().(*Table)
		_, text := sh.PromptShown()
		if strings.HasPrefix(text, "Choose the action") || !strings.Contains(text, "Skip") || !strings.Contains(text, "Nothing to do here") {
			t.Errorf("seed %d: with only Skip legal the prompt reads %q", seed, text)
		}
		t.Logf("seed %d: %s", seed, text)
		r.ShootSizes("only-skip")
		shut := b.shutActs()
		if len(shut) == 0 {
			t.Fatalf("seed %d: the space offers no action shown greyed", seed)
		}
		for _, a := range shut {
			at, ok := sh.KindButton(actionLabels[a])
			if !ok {
				t.Errorf("seed %d: no greyed button for %q", seed, actionLabels[a])
				continue
			}
			r.Tap(at)
			r.Step(2)
			why, shown := sh.Toast()
			_, want := b.actionWhy(a)
			if !shown || why != want {
				t.Errorf("seed %d: a tap on the greyed %q says %q (shown %v), want %q", seed, actionLabels[a], why, shown, want)
			}
		}
		return
	}
	t.Skip("no seed reached an action with only Skip legal")
}

// TestBonusPromptNamesPlaces reaches the bonus action and checks that
// the prompt says what the lit places are for, not just "Choose your
// bonus action".
func TestBonusPromptNamesPlaces(t *testing.T) {
	r, sh, b := atPrompt(t, 0, "bonus", "human", "bot:easy")
	_, text := sh.PromptShown()
	if !strings.HasPrefix(text, bonusRequired) || text != b.bonusPrompt() {
		t.Errorf("the bonus action's prompt reads %q", text)
	}
	card := -1
	for _, mv := range sh.Legal() {
		if mv.Kind == mvGain && !strings.Contains(text, "Resource") {
			t.Errorf("a Resource can be gained, but the prompt %q does not say so", text)
		}
		if mv.Kind == mvBonus && !strings.Contains(text, "Compartment") {
			t.Errorf("a Compartment's bonus is open, but the prompt %q does not say so", text)
		}
		if first, _ := b.Path(mv); mv.Kind == mvPlay && first.kind == objHand && card < 0 {
			card = int(first.a)
		}
	}
	if card < 0 {
		return
	}
	// The card chosen: the prompt says where it goes, and raised under
	// the pointer it covers no text of the cards beside it.
	at := b.hand.TapSpot(card)
	r.Tap(at)
	r.Step(4)
	x, y := at.Center()
	r.Hover(x, y, 20)
	_, text = sh.PromptShown()
	name := rr.Cards[b.handIDs[card]].Name
	if !strings.HasPrefix(text, name+": tap ") || !strings.Contains(text, "lit") {
		t.Errorf("with %s chosen the prompt reads %q", name, text)
	}
	r.Shoot("revenant-card-chosen", 1280, 720)
	lifted := handCardRect(b, card)
	if b.hand.Lifted() == card && !b.hand.Low {
		lifted = lifted.Inset(-lifted.W * 0.06)
	}
	for _, i := range []int{card - 1, card + 1} {
		if i >= 0 && i < b.hand.Len() && b.handCardWhole(i) && lifted.Overlaps(handCardRect(b, i)) {
			t.Errorf("%s raised covers card %d beside it", name, i)
		}
	}
}

// TestOnlyShipPrompt plays until a Breach's Damage has but one ship to go
// to and checks that the prompt names that ship and says it is the only
// one, rather than asking to choose.
func TestOnlyShipPrompt(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game")
	}
	m := scenetest.NewMatch(t, rr.Title, 11, nil, "human", "human")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	r.DrawEvery = 8
	b := r.Table.(*Shell).Board().(*Table)
	rng := rules.NewRNG(11)
	if !playUntil(r, &rng, func(legal []rules.Move) bool {
		return m.Prompt().Kind == "breach-damage" && len(legal) == 1 && m.View(m.ToMove()).(*rr.State).BreachLeft() > 1
	}) {
		t.Skip("no Breach had a single ship to take two Damage or more")
	}
	r.Step(4)
	ship := int(r.Table.Legal()[0].A)
	want := shipLabel(ship)
	got := b.PromptText(obj{}, false)
	if !strings.Contains(got, want) || !strings.Contains(got, "only ship") {
		t.Errorf("the prompt with the %s the only ship to damage is %q, want it named as the only one", want, got)
	}
	// One tap puts all the Damage on it, a move each, as the prompt
	// says; an undo then takes back one and the table waits for a tap.
	seat := m.ToMove()
	left, moves, sector := b.view.BreachLeft(), m.Moves(), b.view.Breaching()
	if !strings.Contains(got, "all "+strconv.Itoa(left)+" Damage") {
		t.Errorf("the prompt %q does not offer all %d Damage at once", got, left)
	}
	where, _ := b.Where(obj{kind: objShip, a: int16(ship)})
	r.Tap(where)
	for i := 0; i < 40 && m.Moves()-moves < left && m.Prompt().Kind == "breach-damage"; i++ {
		r.Step(10)
	}
	r.Step(10)
	v := m.View(seat).(*rr.State)
	if v.Breaching() == sector && v.BreachLeft() > 0 && v.Ship(ship).Sector == sector && m.Prompt().Kind == "breach-damage" {
		t.Errorf("one tap on the only ship left %d of its %d Damage to place", v.BreachLeft(), left)
	}
	played := m.Moves() - moves
	t.Logf("one tap played %d moves for %d Damage", played, left)
	if played < 2 {
		t.Fatalf("one tap on the only ship played %d moves, want the %d Damage", played, left)
	}
	if err := m.Undo(seat); err != nil {
		t.Skipf("no undo after the Damage: %v", err)
	}
	after := m.Moves()
	r.Step(60)
	if m.Moves() != after {
		t.Errorf("after an undo the table played %d moves on its own: the chain replays what was taken back", m.Moves()-after)
	}
}

// TestMovePromptNamesShip plays to the viewer's move of the ship a Crew
// figure boarded and checks that the prompt names the ship and that the
// ship is drawn outlined: "Move the ship one Sector, or stay" named none
// (the ninth review).
func TestMovePromptNamesShip(t *testing.T) {
	r, sh, b := atPrompt(t, 0, "move", "human", "bot:easy")
	_, text := sh.PromptShown()
	id := b.mover()
	want := "Frigate"
	if id >= 0 {
		want = shipLabel(id)
	}
	if !strings.Contains(text, want) {
		t.Errorf("the move's prompt %q does not name the %s", text, want)
	}
	t.Logf("%s", text)
	r.Shoot("revenant-move", 1280, 720)
	// The ships word themselves under the mouse while a move is asked:
	// the one moving, and the Dunlork ships (the ninth review's showed
	// nothing).
	for id := 0; id < rr.NumShips; id++ {
		at, ok := b.Where(obj{kind: objShip, a: int16(id)})
		if !ok || id != b.mover() && rr.HouseNames[rr.ShipHouse(id)] != "Dunlork" {
			continue
		}
		x, y := at.Center()
		r.Hover(x, y, tipDelay+4)
		if text, on := b.Tooltip(); !on || !strings.HasPrefix(text, shipLabel(id)) {
			t.Errorf("the mouse on the %s at %v shows %q (shown %v)", shipLabel(id), at, text, on)
		}
	}
}

// TestCardAskFits words where each card in hand may go, every way its
// kind allows, and checks that the prompt fits the kit's prompt box at
// every size with its margins, at a size the kit draws it (16, or
// smaller down to the legible minimum): the eleventh review saw Cargo
// Pods's run to the box's border. The box's width and room are the
// kit's (scenes/table layout.go and drawPrompt).
func TestCardAskFits(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 1, nil, "human", "bot:easy")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	for _, sz := range scenetest.Sizes {
		px := float64(sz[0]) / 1280
		w, h := 1280.0, float64(sz[1])/px
		k := min(1.8, max(1, scenes.MinTextPx/(14*px)))
		pw := (w - 36) / 2
		if h <= w*1.15 {
			pw = min(380*k, max(270*k, w*0.24), w*0.4)
		}
		width, room := pw-28, 96*k-16-30*k
		c := &scenes.Canvas{Scale: px, W: float64(sz[0]), H: float64(sz[1]), App: r.App}
		for id, card := range rr.Cards {
			kind := id / 30 // Training, Equipment, Support
			text := cardAsk(card.Name, kind == 2, kind == 1, kind == 0, true)
			scenetest.Do(func() {
				size := 16 * k
				for c.ParagraphHeight(text, size, width) > room && c.ScreenPx(size*0.94) >= scenes.MinTextPx {
					size *= 0.94
				}
				if ht := c.ParagraphHeight(text, size, width); ht > room {
					t.Errorf("%dx%d: %q takes %.0f at %.1f, the prompt leaves it %.0f", sz[0], sz[1], text, ht, size, room)
				}
			})
		}
	}
}

// TestMoveStepCounted plays to the viewer's first move of two (a
// Captain's Movement +1) and checks that the prompt says "Move 1 of 2",
// and after a step "Move 2 of 2" (the thirteenth review found the
// second step unnumbered).
func TestMoveStepCounted(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 11, nil, "human", "bot:easy")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	r.DrawEvery = 8
	rng := rules.NewRNG(11)
	b := r.Table.(*Shell).Board().(*Table)
	two := func(legal []rules.Move) bool {
		return m.Prompt().Seat == 0 && m.Prompt().Kind == "move" && movesLeft(b.view, "move", 0) == 2
	}
	if !playUntil(r, &rng, two) {
		t.Fatal("the viewer never moved a ship two steps")
	}
	r.DrawEvery = 1
	r.Step(10)
	sh := r.Table.(*Shell)
	if _, text := sh.PromptShown(); !strings.HasPrefix(text, "Move 1 of 2: ") {
		t.Errorf("the first step's prompt reads %q, want it to start \"Move 1 of 2: \"", text)
	}
	for _, mv := range r.Table.Legal() {
		if mv.Kind == mvStep {
			r.Perform(mv, false)
			break
		}
	}
	r.Step(10)
	if m.Prompt().Kind != "move" || m.Prompt().Seat != 0 {
		t.Fatalf("after a step the prompt is %q for seat %d", m.Prompt().Kind, m.Prompt().Seat)
	}
	_, text := sh.PromptShown()
	if !strings.HasPrefix(text, "Move 2 of 2: ") {
		t.Errorf("the second step's prompt reads %q, want it to start \"Move 2 of 2: \"", text)
	}
	t.Logf("%s", text)
	r.Shoot("revenant-move-2of2", 1280, 720)
}

// TestEventsBeforeTheFirstSync: quick bots may move while the table
// opens, before the board has its first view; their events then animate
// nothing (the Sync shows their outcome) and never fail.
func TestEventsBeforeTheFirstSync(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 3, nil, "human", "bot:easy")
	b := New(m).(*Shell).Board().(*Table)
	scenetest.Do(func() {
		for _, e := range []rules.Event{{Kind: rr.EvAssign, Seat: 0, B: 0}, {Kind: rr.EvClone, Seat: 0, A: 0}, {Kind: rr.EvAutoma, Seat: rules.NoSeat}, {Kind: rr.EvRound, A: 1}} {
			b.Animate(e)
		}
	})
}
