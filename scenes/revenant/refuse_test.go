package revenant

import (
	"strings"
	"testing"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// TestHouseRefusal taps a ship on the map when a House card is to be
// taken and checks that the table says where the choice is made.
func TestHouseRefusal(t *testing.T) {
	r, sh, b := atPrompt(t, 0, "house-draft", "human", "bot:easy")
	for id := 0; id < rr.NumShips; id++ {
		if where, ok := b.Where(obj{kind: objShip, a: int16(id)}); ok {
			r.Tap(where)
			r.Step(2)
			why, shown := sh.Toast()
			if !shown || !strings.Contains(why, "House card") {
				t.Errorf("a tap on a ship when a House card is to be taken says %q (shown %v)", why, shown)
			}
			return
		}
	}
	t.Error("no ship is on the map")
}

// atPrompt starts a game of seed 11 for players at 1280x720 and plays it
// at random through the screen until seat faces a prompt of kind, then
// lets the table settle; it fails the test when the game ends first.
func atPrompt(t *testing.T, seat rules.Seat, kind string, players ...string) (*scenetest.Rig, *Shell, *Table) {
	t.Helper()
	m := scenetest.NewMatch(t, rr.Title, 11, nil, players...)
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	r.DrawEvery = 8 // on the way: the moves' gestures need no frame drawn
	rng := rules.NewRNG(11)
	if !playUntil(r, &rng, func([]rules.Move) bool { return m.Prompt().Seat == seat && m.Prompt().Kind == kind }) {
		t.Fatalf("seat %d never faced a %q prompt", seat+1, kind)
	}
	r.DrawEvery = 1
	r.Step(30)
	sh := r.Table.(*Shell)
	return r, sh, sh.Board().(*Table)
}

// playUntil plays random moves for the people off the screen until stop
// says so (see scenetest.Rig.PlayUntil).
func playUntil(r *scenetest.Rig, rng *rules.RNG, stop func(legal []rules.Move) bool) bool {
	return r.PlayUntil(rng, nil, stop)
}

// TestAssignPrompt checks that, when a Crew figure is to be placed, the
// prompt says the figure goes on a ship on the map, and a tap on a
// Compartment of the Frigate board says to tap a glowing ship.
func TestAssignPrompt(t *testing.T) {
	r, sh, b := atPrompt(t, 0, "assign", "human", "bot:easy")
	_, text := sh.PromptShown()
	for _, w := range []string{"Crew figure", "ship", "map"} {
		if !strings.Contains(text, w) {
			t.Errorf("the prompt %q does not say %q", text, w)
		}
	}
	assignLit(t, b)
	for k := 2; k > 0; k-- {
		if at, ok := b.Where(obj{kind: objFig, a: int16(k)}); ok && b.Frame.Light(obj{kind: objFig, a: int16(k)}) == table.Start {
			r.Tap(at)
			r.Step(2)
			assignLit(t, b)
			break
		}
	}
	silent(t, b)
	for k := 0; k < rr.NumCompartments; k++ {
		if b.view.Corrupted(b.Viewer, k) {
			continue
		}
		where, ok := b.Where(obj{kind: objComp, a: int16(k)})
		if !ok {
			continue
		}
		r.Tap(where)
		r.Step(2)
		why, shown := sh.Toast()
		if !shown || !strings.Contains(why, "glowing ship") {
			t.Errorf("a tap on a Compartment when a Crew figure is to be placed says %q (shown %v)", why, shown)
		}
		return
	}
	t.Error("no Compartment is shown")
}

// assignLit checks, while a Crew figure is to be placed, that one is
// chosen (the Captain first) and that every space a legal move puts it on
// is lit, and nothing else on the map: the ninth review saw no space lit
// until a figure was tapped, took the corrupted ships' outlines for lit
// places, and the unlit Dropship it tapped took the Captain.
func assignLit(t *testing.T, b *Table) {
	t.Helper()
	fig := -1
	for k := 0; k < 3; k++ {
		if b.Frame.Light(obj{kind: objFig, a: int16(k)}) == table.Selected {
			fig = k
		}
	}
	if fig < 0 {
		t.Fatal("no Crew figure is chosen while one is to be placed")
	}
	places := map[obj]bool{}
	for _, mv := range b.view.Legal(nil) {
		if mv.Kind == mvAssign && int(mv.A) == fig {
			places[b.spaceObj(mv.B)] = true
		}
	}
	for p := range places {
		if b.Frame.Light(p) == table.Unlit {
			t.Errorf("figure %d may go to %v, which is not lit", fig, p)
		}
	}
	for id := 0; id < rr.NumShips; id++ {
		p := obj{kind: objShip, a: int16(id)}
		if b.Frame.Light(p) != table.Unlit && !places[p] {
			t.Errorf("the %s is lit, but figure %d may not go there", shipLabel(id), fig)
		}
	}
	if len(places) == 0 {
		t.Errorf("figure %d has no space to go to", fig)
	}
}

// TestBonusDoneLabel plays to the viewer's bonus action and checks that
// the button that ends the turn without one says what it does: a skip
// while a bonus action is open, else why none is, never a bare "Done".
func TestBonusDoneLabel(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 11, nil, "human", "bot:easy")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	r.DrawEvery = 8
	b := r.Table.(*Shell).Board().(*Table)
	rng := rules.NewRNG(11)
	seen, asked := 0, 0
	reached := playUntil(r, &rng, func(legal []rules.Move) bool {
		asked++
		if m.Prompt().Seat != 0 || m.Prompt().Kind != "bonus" {
			return false
		}
		open := false
		for _, mv := range legal {
			open = open || mv.Kind == mvBonus
		}
		for _, mv := range legal {
			if mv.Kind != mvDone {
				continue
			}
			seen++
			got := b.Label(mv)
			if open && got != "Skip the bonus action" || !open && !strings.HasSuffix(got, ": go on") {
				t.Errorf("with a bonus action open %v, the button to end the turn says %q", open, got)
			}
		}
		return seen >= 3
	})
	if seen == 0 {
		t.Fatalf("the viewer never chose a bonus action (reached %v after %d of the viewer's prompts, %d moves, the match asks %q of seat %d, the table: %s)",
			reached, asked, m.Moves(), m.Prompt().Kind, m.Prompt().Seat, r.Table.Status())
	}
	t.Logf("%d of the viewer's prompts, %d moves", asked, m.Moves())
}

// TestTakenSpecRefusal taps a Captain's specialization another seat took
// and checks that the table says it is taken, and by whom.
func TestTakenSpecRefusal(t *testing.T) {
	r, sh, b := atPrompt(t, 2, "specialization", "bot:easy", "bot:easy", "human")
	m := r.M
	for k := 0; k < rr.NumSpecs; k++ {
		q := b.specTaker(k)
		if q == rules.NoSeat {
			continue
		}
		r.Tap(b.specRect(k))
		r.Step(2)
		why, shown := sh.Toast()
		if !shown || !strings.Contains(why, "taken") || !strings.Contains(why, m.Seats()[q].Name) || strings.Contains(why, "Bonus") {
			t.Errorf("a tap on the %s, taken by %s, says %q (shown %v)", rr.SpecNames[k], m.Seats()[q].Name, why, shown)
		}
		return
	}
	t.Fatal("no specialization was taken before the human's choice")
}

// TestNoSilentTap taps an unlit House row while a House card is to be
// taken and checks that the table says the card is taken (the tenth
// review's tap there said nothing), then checks that every other place
// on the table, unlit, has a reason too.
func TestNoSilentTap(t *testing.T) {
	r, sh, b := atPrompt(t, 0, "house-draft", "human", "bot:easy", "bot:easy")
	tapped := false
	for h := 0; h < rr.NumHouses && !tapped; h++ {
		p := obj{kind: objHouse, a: int16(h)}
		if b.Frame.Light(p) != table.Unlit {
			continue
		}
		where, _ := b.Where(p)
		r.Tap(where)
		r.Step(2)
		why, shown := sh.Toast()
		if !shown || !strings.Contains(why, rr.HouseNames[h]) || !strings.Contains(why, "taken") {
			t.Errorf("a tap on %s's unlit row says %q (shown %v)", rr.HouseNames[h], why, shown)
		}
		tapped = true
	}
	if !tapped {
		t.Fatal("no House row is unlit while a House card is to be taken")
	}
	silent(t, b)
}

// silent fails the test for each place on the table, unlit, whose tap
// would say nothing (the kit explains a tap after a first step chosen).
func silent(t *testing.T, b *Table) {
	t.Helper()
	ps := b.places()
	for k := int16(0); k < rr.NumCompartments; k++ {
		ps = append(ps, obj{kind: objComp, a: k})
	}
	for _, p := range ps {
		r, ok := b.Where(p)
		if !ok || b.Frame.Light(p) != table.Unlit {
			continue
		}
		if at, ok := b.PlaceAt(r.Center()); !ok || at != p {
			continue // under another place
		}
		if b.WhyNot(p) == "" && !b.secondStep(p) && !b.picked { // with a first step chosen the kit says "Not there for this"
			t.Errorf("a tap on %v, unlit, at the %q prompt says nothing", p, b.Prompt.Kind)
		}
	}
}

// TestTakenShipSaysWhy: while a Crew figure is to be placed, a tap on a
// ship another figure stands on says the ship is taken and by whom (the
// eleventh review read only "Not there for this").
func TestTakenShipSaysWhy(t *testing.T) {
	m := scenetest.NewMatch(t, rr.Title, 11, nil, "bot:easy", "human")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.App.Settings.AnimationSpeed = 3
	b := r.Table.(*Shell).Board().(*Table)
	rng := rules.NewRNG(11)
	taken := func() int {
		for id := 0; id < rr.NumShips; id++ {
			if _, _, ok := m.View(1).(*rr.State).Occupant(id); ok {
				return id
			}
		}
		return -1
	}
	if !playUntil(r, &rng, func([]rules.Move) bool {
		return m.Prompt().Seat == 1 && m.Prompt().Kind == "assign" && taken() >= 0
	}) {
		t.Fatal("the person never placed a Crew figure with a ship taken")
	}
	id := taken()
	if why := b.WhyNot(obj{kind: objShip, a: int16(id)}); !strings.Contains(why, "is taken") {
		t.Errorf("a tap on the %s, where a figure stands, says %q", shipLabel(id), why)
	}
}
