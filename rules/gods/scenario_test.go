package gods

import (
	"slices"
	"strings"
	"testing"

	"starboard/rules"
)

// newGame starts a game through the title, with its options checked.
func newGame(t *testing.T, seats int, seed uint64, opts rules.Options) *State {
	t.Helper()
	g, err := Title.New(rules.Setup{Seats: seats, Seed: seed, Options: opts})
	if err != nil {
		t.Fatalf("Title.New(%d seats, %v): %v", seats, opts, err)
	}
	return g.(*State)
}

// --- Components ---

func TestG1Pawns(t *testing.T) {
	var byKind [numKinds]int
	for p := Pawn(0); p < numPawns; p++ {
		byKind[KindOf(p)]++
		if NeedOf(p).Kind != KindOf(p) {
			t.Errorf("pawn %d: NeedOf().Kind = %v, KindOf = %v", p, NeedOf(p).Kind, KindOf(p))
		}
	}
	want := [numKinds]int{Water: 4, Mineral: 4, Plant: 4, Insect: 4, Animal: 4, Oxygen: 4, Bacteria: 2}
	if byKind != want {
		t.Errorf("pawns by kind = %v, want %v", byKind, want)
	}
	if numPawns != 26 {
		t.Errorf("numPawns = %d, want 26", numPawns)
	}
	// Minerals, Plants, Insects and Animals are each distinct.
	for _, k := range []Kind{Mineral, Plant, Insect, Animal} {
		seen := map[Need]bool{}
		for _, p := range pawnsOf(k) {
			if seen[pawns[p]] {
				t.Errorf("two %s pawns read %q", k, pawns[p])
			}
			seen[pawns[p]] = true
		}
	}
	// The four Minerals cover the four soils.
	soils := map[Soil]bool{}
	for _, p := range pawnsOf(Mineral) {
		soils[pawns[p].Soil] = true
	}
	if len(soils) != 4 {
		t.Errorf("Mineral soils = %v, want all four", soils)
	}
	for _, p := range pawnsOf(Animal) {
		if n := pawns[p]; n.Target == n.Avoid {
			t.Errorf("Animal %d needs and avoids the same kind %s", p, n.Target)
		}
	}
	// R-oxygen-actions: Flip, Exchange, and Look and move twice.
	var actions []Action
	for _, p := range pawnsOf(Oxygen) {
		actions = append(actions, pawns[p].Action)
	}
	slices.Sort(actions)
	if want := []Action{Flip, Exchange, LookMove, LookMove}; !slices.Equal(actions, want) {
		t.Errorf("Oxygen actions = %v, want %v", actions, want)
	}
	var effects []Effect
	for _, p := range pawnsOf(Bacteria) {
		effects = append(effects, pawns[p].Effect)
	}
	slices.Sort(effects)
	if want := []Effect{Share, Shift}; !slices.Equal(effects, want) {
		t.Errorf("Bacteria effects = %v, want %v", effects, want)
	}
	// The colour is on both sides: a placeholder keeps its kind.
	for k := Kind(0); k < numKinds; k++ {
		if ph := placeholder(k); KindOf(ph) != k || ph.Known() {
			t.Errorf("placeholder(%s): KindOf = %s, Known() = %v; want %s, false", k, KindOf(ph), ph.Known(), k)
		}
	}
}

func TestG1Continents(t *testing.T) {
	elementSpacesInAll, whiteSpacesInAll := 0, 0
	for c := 0; c < continents; c++ {
		easy, hard := faces[2*c], faces[2*c+1]
		if easy.Difficult || !hard.Difficult {
			t.Errorf("tray %s: faces Difficult = %v, %v; want false, true", contName(c), easy.Difficult, hard.Difficult)
		}
		for _, f := range []Face{easy, hard} {
			if f.Name == "" {
				t.Errorf("tray %s has a face without a name", contName(c))
			}
			for sp, soil := range f.Soils {
				if soil > Ice {
					t.Errorf("%s: space %d has soil %d, not one of the four", f.Name, sp+1, soil)
				}
			}
			pairs := map[[2]uint8]bool{}
			for _, l := range f.Links {
				a, b := min(l[0], l[1]), max(l[0], l[1])
				if a == b || b >= spaces {
					t.Errorf("%s: link %v does not join two spaces of the face", f.Name, l)
				}
				if pairs[[2]uint8{a, b}] {
					t.Errorf("%s: link %v printed twice", f.Name, l)
				}
				pairs[[2]uint8{a, b}] = true
			}
			adj := f.adjacency()
			for a := 0; a < spaces; a++ {
				for b := 0; b < spaces; b++ {
					if (adj[a]&(1<<b) != 0) != (adj[b]&(1<<a) != 0) {
						t.Errorf("%s: link between %d and %d goes one way only", f.Name, a, b)
					}
				}
			}
		}
		elementSpacesInAll += len(easy.Soils)
		whiteSpacesInAll++
	}
	if elementSpacesInAll != 20 || whiteSpacesInAll != 4 {
		t.Errorf("spaces in play = %d element, %d white; want 20, 4", elementSpacesInAll, whiteSpacesInAll)
	}
	if elementSpacesInAll != len(pawnsOf(Water))*len(elementKinds) || whiteSpacesInAll != len(pawnsOf(Oxygen)) {
		t.Errorf("spaces (%d element, %d white) do not match the pawns ever placed", elementSpacesInAll, whiteSpacesInAll)
	}
}

// --- Setup ---

func TestG2Setup(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		asides := map[int8]bool{}
		firsts := map[rules.Seat]bool{}
		for seed := uint64(1); seed <= 40; seed++ {
			s := newGame(t, seats, seed, nil)
			var where [numPawns]int // times each pawn is found
			for i := 0; i < seats; i++ {
				for j, tk := range s.hands[i] {
					if tk.P == NoPawn {
						t.Fatalf("%d seats, seed %d: seat %d slot %d is empty, want three pawns", seats, seed, i+1, j+1)
					}
					if KindOf(tk.P) >= Oxygen {
						t.Errorf("%d seats, seed %d: seat %d drew a %s at setup, want Element pawns only", seats, seed, i+1, KindOf(tk.P))
					}
					if tk.Known != rules.SeatsOf(rules.Seat(i)) {
						t.Errorf("%d seats, seed %d: seat %d slot %d known to %b, want only its owner", seats, seed, i+1, j+1, tk.Known)
					}
					where[tk.P]++
				}
			}
			for _, p := range s.bag[:s.bagN] {
				where[p]++
			}
			for p := Pawn(0); p < numPawns; p++ {
				want := 1
				if KindOf(p) == Bacteria {
					want = 0 // set aside with the continent
				}
				if where[p] != want {
					t.Errorf("%d seats, seed %d: pawn %d (%s) found %d times in hands and bag, want %d", seats, seed, p, KindOf(p), where[p], want)
				}
			}
			if got, want := int(s.bagN), 20-3*seats+4; got != want {
				t.Errorf("%d seats, seed %d: bag holds %d pawns, want %d", seats, seed, got, want)
			}
			if s.placed() != 0 || s.discardN != 0 {
				t.Errorf("%d seats, seed %d: %d pawns placed and %d discarded at setup, want none", seats, seed, s.placed(), s.discardN)
			}
			if s.setAside < 0 || s.setAside >= continents {
				t.Fatalf("%d seats, seed %d: set-aside continent %d", seats, seed, s.setAside)
			}
			asides[s.setAside] = true
			firsts[s.first] = true
			if p := s.Prompt(); p.Seat != s.first || p.Kind != "indicate" || s.ToMove() != s.first {
				t.Errorf("%d seats, seed %d: Prompt() = %v %q, want the first seat %v to indicate", seats, seed, p.Seat, p.Kind, s.first)
			}
			// Nobody sees another seat's needs.
			v := s.View(0).(*State)
			for i := 1; i < seats; i++ {
				for j, tk := range v.hands[i] {
					if tk.P.Known() {
						t.Errorf("%d seats, seed %d: seat 1 sees the need of seat %d slot %d", seats, seed, i+1, j+1)
					}
				}
			}
		}
		if len(asides) != continents {
			t.Errorf("%d seats: set-aside continents over 40 seeds = %v, want all four to occur", seats, asides)
		}
		if len(firsts) != seats {
			t.Errorf("%d seats: first seats over 40 seeds = %v, want every seat to occur", seats, firsts)
		}
	}
}

func TestG2Faces(t *testing.T) {
	for _, mode := range []string{"easy", "difficult"} {
		s := newGame(t, 3, 7, rules.Options{"faces": mode})
		for c := 0; c < continents; c++ {
			want := 2 * c
			if mode == "difficult" {
				want++
			}
			if int(s.faces[c]) != want {
				t.Errorf("faces=%s: tray %s shows %s, want %s", mode, contName(c), faces[s.faces[c]].Name, faces[want].Name)
			}
			if s.adj[c] != faces[s.faces[c]].adjacency() {
				t.Errorf("faces=%s: tray %s links differ from its face", mode, contName(c))
			}
		}
	}
	var seen [continents][2]bool
	for seed := uint64(1); seed <= 40; seed++ {
		s := newGame(t, 2, seed, rules.Options{"faces": "random"})
		for c := 0; c < continents; c++ {
			f := int(s.faces[c])
			if f/2 != c {
				t.Fatalf("faces=random, seed %d: tray %s shows %s, a face of another tray", seed, contName(c), faces[f].Name)
			}
			seen[c][f%2] = true
		}
	}
	for c := 0; c < continents; c++ {
		if !seen[c][0] || !seen[c][1] {
			t.Errorf("faces=random: tray %s over 40 seeds showed easy %v, difficult %v; want both", contName(c), seen[c][0], seen[c][1])
		}
	}
	if _, err := Title.New(rules.Setup{Seats: 2, Options: rules.Options{"faces": "hard"}}); err == nil {
		t.Errorf(`Title.New with faces="hard" succeeded, want an error`)
	}
}

func TestG2Oxygen(t *testing.T) {
	for n := 0; n <= 4; n++ {
		s := newGame(t, 2, 5, rules.Options{"oxygen": string(rune('0' + n))})
		onBoard := 0
		for c := 0; c < continents; c++ {
			tk := s.board[c][whiteSpace]
			if tk.P == NoPawn {
				continue
			}
			onBoard++
			if KindOf(tk.P) != Oxygen || tk.Up {
				t.Errorf("oxygen=%d: white space of %s holds %s with Up = %v, want an Oxygen element side up", n, contName(c), KindOf(tk.P), tk.Up)
			}
		}
		if onBoard != n || s.placed() != n {
			t.Errorf("oxygen=%d: %d Oxygen on white spaces and %d pawns placed, want %d", n, onBoard, s.placed(), n)
		}
		inBag := 0
		for _, p := range s.bag[:s.bagN] {
			if KindOf(p) == Oxygen {
				inBag++
			}
		}
		if inBag != 4-n {
			t.Errorf("oxygen=%d: %d Oxygen in the bag, want %d", n, inBag, 4-n)
		}
	}
	if _, err := Title.New(rules.Setup{Seats: 2, Options: rules.Options{"oxygen": "5"}}); err == nil {
		t.Errorf("Title.New with oxygen=5 succeeded, want an error")
	}
	// Each still scores its point: Oxygen element side up that nobody ever
	// saw count at the end like any other.
	sc := endgame(t, 2, perfect(), "D5")
	for c := 0; c < continents; c++ {
		if tk := sc.s.board[c][whiteSpace]; tk.Known != 0 || tk.Up {
			t.Fatalf("endgame: white space of %s is not a pre-placed Oxygen", contName(c))
		}
	}
	evs := sc.finish()
	if e, _ := eventOf(evs, EvOxygenBonus); e.A != 4 {
		t.Errorf("Oxygen bonus = %d, want 4", e.A)
	}
	if got := sc.s.Score(0); got != 24 {
		t.Errorf("Score() = %d, want 24", got)
	}
}

func TestRulingPreplaced(t *testing.T) {
	for n := 1; n <= 4; n++ {
		continentsHit := map[int8]bool{}
		pawnsSeen := map[Pawn]bool{}
		for seed := uint64(1); seed <= 30; seed++ {
			s := newGame(t, 3, seed, rules.Options{"oxygen": string(rune('0' + n))})
			aside := s.board[s.setAside][whiteSpace]
			if (aside.P != NoPawn) != (n == 4) {
				t.Errorf("oxygen=%d, seed %d: set-aside continent's white space filled = %v, want %v", n, seed, aside.P != NoPawn, n == 4)
			}
			for c := int8(0); c < continents; c++ {
				tk := s.board[c][whiteSpace]
				if tk.P == NoPawn {
					continue
				}
				continentsHit[c] = true
				pawnsSeen[tk.P] = true
				if tk.Known != 0 {
					t.Errorf("oxygen=%d, seed %d: pre-placed Oxygen on %s known to %b, want nobody", n, seed, contName(int(c)), tk.Known)
				}
				for seat := rules.Seat(0); seat < 3; seat++ {
					if p := s.View(seat).(*State).board[c][whiteSpace].P; p.Known() {
						t.Errorf("oxygen=%d, seed %d: seat %d sees the action of the Oxygen on %sw", n, seed, seat+1, contName(int(c)))
					}
				}
			}
		}
		if n == 1 && len(continentsHit) < 2 {
			t.Errorf("oxygen=1: over 30 seeds the Oxygen went only on %v, want a random continent in play", continentsHit)
		}
		if n == 1 && len(pawnsSeen) < 2 {
			t.Errorf("oxygen=1: over 30 seeds the pre-placed Oxygen was always %v, want a random one", pawnsSeen)
		}
	}
}

// --- A turn ---

func TestG3Turn(t *testing.T) {
	sc := blank(t, 3).turn(1).
		hand(0, water(0)).hand(1, mineral(Sand)).hand(2, plant(Animal)).
		bag(water(1), water(2))
	sc.wantPrompt(1, "indicate")
	if evs := sc.play("indicate 1"); evNames(evs) != "[Indicate]" {
		t.Errorf("indicate: events %s, want [Indicate]", evNames(evs))
	}
	sc.wantPrompt(0, "designate") // the seat to the right
	sc.refuse("indicate 1")
	if evs := sc.play("designate A"); evNames(evs) != "[Designate]" {
		t.Errorf("designate: events %s, want [Designate]", evNames(evs))
	}
	sc.wantPrompt(1, "place")
	sc.refuse("designate B")
	evs := sc.play("place 1 A1")
	if evNames(evs) != "[Place Draw Turn]" {
		t.Errorf("place: events %s, want [Place Draw Turn]", evNames(evs))
	}
	if e, _ := eventOf(evs, EvTurn); e.Seat != 2 {
		t.Errorf("next turn goes to %v, want seat 3", e.Seat)
	}
	sc.wantPrompt(2, "indicate")
	sc.play("indicate 1")
	sc.wantPrompt(1, "designate")
	sc.play("designate B")
	sc.play("place 1 B1")
	sc.wantPrompt(0, "indicate") // clockwise, back to the first seat
	sc.play("indicate 1")
	sc.wantPrompt(2, "designate") // the seat to the right of seat 1 is the last seat
}

func TestG3Indicate(t *testing.T) {
	sc := blank(t, 2).hand(0, water(0), NoPawn, mineral(Sand)).hand(1, plant(Animal))
	sc.wantPrompt(0, "indicate")
	sc.wantLegal("indicate 1", "indicate 3")
	sc.refuse("indicate 2")
	sc.refuse("designate A")
	evs := sc.play("indicate 3")
	e, ok := eventOf(evs, EvIndicate)
	if !ok || e.Seat != 0 || e.A != 2 || Kind(e.B) != Mineral || !e.Sealed {
		t.Errorf("indicate 3: event %+v, want seat 1 pointing at slot 3, a Mineral, sealed against undo", e)
	}
	if e.For(1) != e {
		t.Errorf("indicate event as seat 2 sees it = %+v, want it whole %+v", e.For(1), e)
	}
	if p := sc.seenInHand(1, 0, 3); p.Known() || KindOf(p) != Mineral {
		t.Errorf("after pointing, seat 2 sees slot 3 of seat 1 as %d (%s), want a Mineral with its need hidden", p, KindOf(p))
	}
	// Pointing binds nothing: seat 1 places the Water of slot 1.
	sc.play("designate B")
	sc.play("place 1 B1")
	if got := sc.at("B1").P; got != water(0) {
		t.Errorf("B1 holds %d, want the Water %d", got, water(0))
	}
}

func TestG3Designate(t *testing.T) {
	sc := blank(t, 3).turn(0).hand(0, water(0), oxygen(Flip)).hand(1, mineral(Sand)).hand(2, plant(Animal))
	sc.play("indicate 1")
	sc.wantPrompt(2, "designate") // the previous seat
	sc.wantLegal("designate A", "designate B", "designate C")
	sc.refuse("designate D") // set aside
	evs := sc.play("designate C")
	e, ok := eventOf(evs, EvDesignate)
	if !ok || e.Seat != 2 || e.A != 2 {
		t.Errorf("designate C: event %+v, want seat 3 naming continent C", e)
	}
	if e.For(0) != e || e.For(1) != e {
		t.Errorf("designate event is redacted for some seat: %+v", e)
	}
	sc.wantPrompt(0, "place")
	for _, m := range sc.legal() {
		if !strings.Contains(m, " C") {
			t.Errorf("after designating C, legal move %q is not on C", m)
		}
	}
}

func TestRulingDesignate(t *testing.T) {
	fullA := func(sc *scene) {
		sc.put("A1", water(1)).put("A2", mineral(Sand)).put("A3", mineral(Clay)).put("A4", mineral(Rock)).
			put("A5", plant(Animal)).put("Aw", oxygen(Exchange))
	}
	elementsOfB := func(sc *scene) {
		sc.put("B1", water(2)).put("B2", plant(Insect)).put("B3", plant(Mineral)).put("B4", insect(Plant)).put("B5", insect(Animal))
	}
	tests := []struct {
		name  string
		build func(*scene)
		hand  []Pawn
		want  []string
	}{
		{"set-aside continent", func(sc *scene) {}, []Pawn{water(0)},
			[]string{"designate A", "designate B", "designate C"}},
		{"full continent", func(sc *scene) { sc.allOpen(); fullA(sc) }, []Pawn{water(0), oxygen(Flip)},
			[]string{"designate B", "designate C", "designate D"}},
		{"only the white space free, no Oxygen in hand", func(sc *scene) { sc.allOpen(); elementsOfB(sc) }, []Pawn{water(0), mineral(Sand)},
			[]string{"designate A", "designate C", "designate D"}},
		{"only the white space free, an Oxygen in hand", func(sc *scene) { sc.allOpen(); elementsOfB(sc) }, []Pawn{water(0), oxygen(Flip)},
			[]string{"designate A", "designate B", "designate C", "designate D"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := blank(t, 2).hand(0, tc.hand...).hand(1, plant(Animal))
			tc.build(sc)
			sc.play("indicate 1")
			sc.wantPrompt(1, "designate")
			sc.wantLegal(tc.want...)
			for c := byte('A'); c <= 'D'; c++ {
				m := "designate " + string(c)
				if !slices.Contains(tc.want, m) {
					sc.refuse(m)
				}
			}
		})
	}
}

func TestG3Place(t *testing.T) {
	sc := blank(t, 2).hand(0, mineral(Sand), water(0), oxygen(Flip)).hand(1, plant(Animal)).
		put("B1", insect(Plant), 1).bag(water(1))
	sc.play("indicate 1")
	sc.play("designate B")
	sc.wantPrompt(0, "place")
	sc.wantLegal(
		"place 1 B2", "place 1 B3", "place 1 B4", "place 1 B5",
		"place 2 B2", "place 2 B3", "place 2 B4", "place 2 B5",
		"place 3 Bw element", "place 3 Bw need")
	for _, m := range []string{
		"place 1 A1",         // not the designated continent
		"place 1 B1",         // taken
		"place 3 B2",         // Oxygen on an element space
		"place 2 Bw element", // Water on the white space
		"place 2 Bw need",    // idem, need side up
	} {
		sc.refuse(m)
	}
	if _, err := sc.s.ParseMove("place 3 Bw"); err == nil {
		t.Errorf(`ParseMove("place 3 Bw") succeeded, want an error asking which side is up`)
	}
	if _, err := sc.s.ParseMove("place 1 B2 need"); err == nil {
		t.Errorf(`ParseMove("place 1 B2 need") succeeded, want an error: only Oxygen goes need side up`)
	}
	// Any pawn may go, not only the one pointed at; it goes face down.
	evs := sc.play("place 2 B4")
	tk := sc.at("B4")
	if tk.P != water(0) || tk.Up || tk.Known != rules.SeatsOf(0) {
		t.Errorf("B4 = %+v, want the Water face down, known to seat 1 only", tk)
	}
	if p := sc.seenAt(1, "B4"); p.Known() || KindOf(p) != Water {
		t.Errorf("seat 2 sees B4 as %d, want a Water with its need hidden", p)
	}
	if p := sc.seenAt(0, "B4"); p != water(0) {
		t.Errorf("seat 1 sees B4 as %d, want its Water %d", p, water(0))
	}
	e, ok := eventOf(evs, EvPlace)
	if !ok || e.Seat != 0 || e.A != 1 || spaceAt(e.B) != "B4" || Kind(e.C) != Water || Pawn(e.D) != water(0) {
		t.Errorf("place event = %+v, want seat 1 slot 2 on B4, a Water, pawn %d", e, water(0))
	}
	if o := e.For(1); o.D != rules.Unknown || o.C != int16(Water) || o.B != e.B {
		t.Errorf("place event as seat 2 sees it = %+v, want the kind and space but not the pawn", o)
	}
}

func TestRulingMust(t *testing.T) {
	// A Mineral of Sand may go on Rock, and an Insect may go where nothing
	// it needs will ever be linked: needs are a duty of good play.
	sc := blank(t, 2).hand(0, mineral(Sand), insect(Water)).hand(1, plant(Animal))
	if sc.soilOf("B2") != Rock {
		t.Fatalf("content changed: B2 of the easy face is %s, the test assumes Rock", sc.soilOf("B2"))
	}
	sc.play("indicate 1")
	sc.play("designate B")
	for _, sp := range []string{"B1", "B2", "B3", "B4", "B5"} {
		for _, slot := range []string{"1", "2"} {
			if m := "place " + slot + " " + sp; !slices.Contains(sc.legal(), m) {
				t.Errorf("%q is not legal, want every free element space open to every Element pawn", m)
			}
		}
	}
	sc.play("place 1 B2")
	if got := sc.at("B2").P; got != mineral(Sand) {
		t.Errorf("B2 holds %d, want the Mineral of Sand %d", got, mineral(Sand))
	}
}

func TestG3Draw(t *testing.T) {
	sc := blank(t, 2).hand(0, mineral(Sand), water(0)).hand(1, plant(Animal)).bag(insect(Plant))
	sc.play("indicate 1")
	sc.play("designate A")
	evs := sc.play("place 1 A1")
	if evNames(evs) != "[Place Draw Turn]" {
		t.Fatalf("events %s, want [Place Draw Turn]", evNames(evs))
	}
	e, _ := eventOf(evs, EvDraw)
	if e.Seat != 0 || e.A != 0 || Pawn(e.B) != insect(Plant) || Kind(e.C) != Insect || !e.Sealed {
		t.Errorf("draw event = %+v, want seat 1 drawing Insect %d into slot 1, sealed", e, insect(Plant))
	}
	if o := e.For(1); o.B != rules.Unknown || o.C != int16(Insect) {
		t.Errorf("draw event as seat 2 sees it = %+v, want the kind without the pawn", o)
	}
	if sc.slot(0, 1) != insect(Plant) || sc.s.hands[0][0].Known != rules.SeatsOf(0) {
		t.Errorf("slot 1 of seat 1 = %+v, want the Insect known to seat 1 only", sc.s.hands[0][0])
	}
	if sc.s.bagN != 0 {
		t.Errorf("bag holds %d pawns, want 0", sc.s.bagN)
	}
	if p := sc.seenInHand(1, 0, 1); p.Known() || KindOf(p) != Insect {
		t.Errorf("seat 2 sees slot 1 of seat 1 as %d, want an Insect with its need hidden", p)
	}
	// With the bag empty, nothing is drawn and the turn passes.
	sc.wantPrompt(1, "indicate")
	sc.play("indicate 1")
	sc.play("designate A")
	evs = sc.play("place 1 A2")
	if evNames(evs) != "[Place Turn]" {
		t.Errorf("with an empty bag, events %s, want [Place Turn]", evNames(evs))
	}
	if n := sc.s.handSize(1); n != 0 {
		t.Errorf("seat 2 holds %d pawns, want 0", n)
	}
	sc.wantPrompt(0, "indicate")
}

func TestRulingSlots(t *testing.T) {
	t.Run("draw fills the first empty slot", func(t *testing.T) {
		sc := blank(t, 2).hand(0, NoPawn, water(0), mineral(Sand)).hand(1, plant(Animal)).bag(insect(Plant))
		sc.play("indicate 3")
		sc.play("designate A")
		sc.play("place 3 A1")
		if got := [3]Pawn{sc.slot(0, 1), sc.slot(0, 2), sc.slot(0, 3)}; got != [3]Pawn{insect(Plant), water(0), NoPawn} {
			t.Errorf("hand of seat 1 = %v, want the drawn Insect in slot 1 and the Water still in slot 2", got)
		}
	})
	t.Run("pawns keep their slots", func(t *testing.T) {
		sc := blank(t, 2).hand(0, water(0), mineral(Sand), plant(Animal)).hand(1, insect(Plant))
		sc.play("indicate 1")
		sc.play("designate A")
		sc.play("place 1 A1")
		sc.play("indicate 1")
		sc.play("designate A")
		sc.play("place 1 A2")
		sc.wantPrompt(0, "indicate")
		sc.wantLegal("indicate 2", "indicate 3")
		evs := sc.play("indicate 2")
		if e, _ := eventOf(evs, EvIndicate); Kind(e.B) != Mineral {
			t.Errorf("slot 2 holds a %s, want the Mineral it held before", Kind(e.B))
		}
	})
	t.Run("a pawn received fills the first empty slot", func(t *testing.T) {
		sc := blank(t, 2).allOpen().hand(0, water(0), NoPawn, mineral(Sand)).hand(1, plant(Animal), NoPawn, insect(Plant)).
			bag(bacteria(Share))
		sc.play("indicate 1")
		sc.play("designate A")
		sc.play("place 1 A1")
		sc.wantPrompt(0, "share")
		sc.play("pass 3")
		sc.play("pass 3")
		if got := [3]Pawn{sc.slot(0, 1), sc.slot(0, 2), sc.slot(0, 3)}; got != [3]Pawn{insect(Plant), NoPawn, NoPawn} {
			t.Errorf("hand of seat 1 = %v, want the Insect received in slot 1", got)
		}
		if got := [3]Pawn{sc.slot(1, 1), sc.slot(1, 2), sc.slot(1, 3)}; got != [3]Pawn{plant(Animal), mineral(Sand), NoPawn} {
			t.Errorf("hand of seat 2 = %v, want the Mineral received in slot 2", got)
		}
	})
}

// --- Needs, judged at the end ---

// needCase is one board around a pawn and whether the pawn meets its need.
type needCase struct {
	name  string
	board layout
	space string // the pawn judged
	met   bool
}

// judgeNeeds plays each case to the end and checks the verdict on its
// space, and that NeedMet, read before in the view of a seat that knows
// the pawn, foretold it (and is silent in the view of one that does not).
func judgeNeeds(t *testing.T, cases []needCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sc := endgame(t, 2, tc.board, "D5")
			c, sp := space(tc.space)
			sc.s.board[c][sp].Known = rules.SeatsOf(0)
			if met, known := sc.s.View(0).(*State).NeedMet(int(c), int(sp)); !known || met != tc.met {
				t.Errorf("NeedMet(%s) before the end = %v, %v; want %v, true", tc.space, met, known, tc.met)
			}
			if _, known := sc.s.View(1).(*State).NeedMet(int(c), int(sp)); known {
				t.Errorf("NeedMet(%s) in the view of a seat that does not know the pawn: known = true", tc.space)
			}
			got, ok := reveals(sc.finish())[tc.space]
			if !ok {
				t.Fatalf("no verdict on %s at the end", tc.space)
			}
			if got != tc.met {
				t.Errorf("need of %s on %s met = %v, want %v", pawns[tc.board[tc.space]], tc.space, got, tc.met)
			}
		})
	}
}

func TestG4Link(t *testing.T) {
	requireB1(t)
	seek := insect(Plant)
	judgeNeeds(t, []needCase{
		{"a linked space counts", around(seek, [2]Kind{Plant, Water}, [2]Kind{Mineral, Mineral}), "B1", true},
		{"an unlinked space of the continent does not", around(seek, [2]Kind{Water, Mineral}, [2]Kind{Plant, Plant}), "B1", false},
		{"a link works both ways", layout{"B3": seek, "B1": anyOf(Plant), "B2": anyOf(Mineral)}, "B3", true},
		{"links never cross continents", layout{
			"B1": seek, "B3": anyOf(Water), "B5": anyOf(Mineral), "B2": anyOf(Water), "B4": anyOf(Mineral),
			"A1": anyOf(Plant), "C1": anyOf(Plant), "D1": anyOf(Plant)}, "B1", false},
	})
}

func TestG4Water(t *testing.T) {
	others := func(l layout, c string) layout {
		l[c+"2"], l[c+"3"], l[c+"4"], l[c+"5"] = anyOf(Mineral), anyOf(Plant), anyOf(Insect), anyOf(Animal)
		return l
	}
	judgeNeeds(t, []needCase{
		{"alone on its continent", others(layout{"B1": water(0)}, "B"), "B1", true},
		{"another continent's Water does not count", others(others(layout{"B1": water(0), "A1": water(1)}, "B"), "A"), "B1", true},
		{"two on one continent", layout{"B1": water(0), "B4": water(1), "B2": anyOf(Mineral), "B3": anyOf(Plant), "B5": anyOf(Insect)}, "B1", false},
	})
}

func TestRulingWater(t *testing.T) {
	t.Run("two Waters both fail", func(t *testing.T) {
		sc := endgame(t, 2, layout{"B1": water(0), "B4": water(1), "B2": anyOf(Mineral), "B3": anyOf(Plant), "B5": anyOf(Insect)}, "D5")
		evs := sc.finish()
		r := reveals(evs)
		if r["B1"] || r["B4"] {
			t.Errorf("two Waters on B: met = %v, %v; want both false", r["B1"], r["B4"])
		}
		if got := continentPoints(evs)["B"]; got != 0 {
			t.Errorf("continent B scores %d, want 0", got)
		}
	})
	t.Run("no Water, no validation", func(t *testing.T) {
		sc := endgame(t, 2, layout{
			"B1": mineral(Sand), "B2": mineral(Rock), "B3": mineral(Clay), "B5": mineral(Ice), "B4": plant(Plant)}, "D5")
		for name, soil := range map[string]Soil{"B1": Sand, "B2": Rock, "B3": Clay, "B5": Ice} {
			if sc.soilOf(name) != soil {
				t.Fatalf("content changed: %s is %s, the test assumes %s", name, sc.soilOf(name), soil)
			}
		}
		if got, want := sc.linksOf("B4"), []string{"B2", "B5"}; !slices.Equal(got, want) {
			t.Fatalf("content changed: B4 links %v, the test assumes %v", got, want)
		}
		evs := sc.finish()
		r := reveals(evs)
		for _, name := range []string{"B1", "B2", "B3", "B4", "B5"} {
			if !r[name] {
				t.Errorf("%s: need met = false, want true (the premise of the case)", name)
			}
		}
		if got := continentPoints(evs)["B"]; got != 0 {
			t.Errorf("continent B without Water scores %d, want 0", got)
		}
		lines := sc.s.Breakdown(0)
		if got, want := sc.s.Score(0), breakdownSum(lines); got != want {
			t.Errorf("Score() = %d, want %d, the sum of Breakdown() %v", got, want, lines)
		}
		end, _ := eventOf(evs, EvEnd)
		if int(end.A) != breakdownSum(lines) {
			t.Errorf("end event score = %d, want %d, the sum of Breakdown()", end.A, breakdownSum(lines))
		}
	})
}

func TestG4Mineral(t *testing.T) {
	sc := blank(t, 2)
	var cases []needCase
	for _, soil := range []Soil{Sand, Rock, Clay, Ice} {
		var on, off string
		for sp := 1; sp <= 5; sp++ {
			name := "B" + string(rune('0'+sp))
			if sc.soilOf(name) == soil && on == "" {
				on = name
			}
			if sc.soilOf(name) != soil && off == "" {
				off = name
			}
		}
		if on == "" {
			t.Fatalf("content changed: the easy face of B has no %s", soil)
		}
		cases = append(cases,
			needCase{"on " + soil.String(), layout{on: mineral(soil)}, on, true},
			needCase{soil.String() + " on " + sc.soilOf(off).String(), layout{off: mineral(soil)}, off, false})
	}
	judgeNeeds(t, cases)

	// The soil is the one of the face in play.
	hard := blank(t, 2).face('A', true)
	if easy := blank(t, 2); easy.soilOf("A1") != Sand || hard.soilOf("A1") == Sand {
		t.Fatalf("content changed: A1 is %s on the easy face and %s on the difficult one; the test assumes Sand and not Sand",
			easy.soilOf("A1"), hard.soilOf("A1"))
	}
	for _, difficult := range []bool{false, true} {
		sc := endgame(t, 2, layout{"A1": mineral(Sand)}, "D5")
		sc.face('A', difficult)
		if got := reveals(sc.finish())["A1"]; got == difficult {
			t.Errorf("difficult face %v: Mineral of Sand on A1 met = %v, want %v", difficult, got, !difficult)
		}
	}
}

func TestG4Plant(t *testing.T) {
	requireB1(t)
	var cases []needCase
	for _, p := range pawnsOf(Plant) {
		avoid := pawns[p].Avoid
		n := otherThan(avoid)
		cases = append(cases,
			needCase{"not linked to " + avoid.String(), around(p, [2]Kind{n, n}, [2]Kind{avoid, avoid}), "B1", true},
			needCase{"linked to " + avoid.String(), around(p, [2]Kind{avoid, n}, [2]Kind{n, n}), "B1", false})
	}
	judgeNeeds(t, cases)
}

func TestG4Insect(t *testing.T) {
	requireB1(t)
	var cases []needCase
	for _, p := range pawnsOf(Insect) {
		target := pawns[p].Target
		n := otherThan(target)
		cases = append(cases,
			needCase{"linked to " + target.String(), around(p, [2]Kind{n, target}, [2]Kind{n, n}), "B1", true},
			needCase{"not linked to " + target.String(), around(p, [2]Kind{n, n}, [2]Kind{target, target}), "B1", false})
	}
	judgeNeeds(t, cases)
}

func TestG4Animal(t *testing.T) {
	requireB1(t)
	var cases []needCase
	for _, p := range pawnsOf(Animal) {
		tg, av := pawns[p].Target, pawns[p].Avoid
		n := otherThan(tg, av)
		name := tg.String() + " not " + av.String() + ": "
		cases = append(cases,
			needCase{name + "target linked, avoided kind unlinked", around(p, [2]Kind{tg, n}, [2]Kind{av, n}), "B1", true},
			needCase{name + "both linked", around(p, [2]Kind{tg, av}, [2]Kind{n, n}), "B1", false},
			needCase{name + "neither linked", around(p, [2]Kind{n, n}, [2]Kind{tg, av}), "B1", false},
			needCase{name + "only the avoided kind linked", around(p, [2]Kind{av, n}, [2]Kind{tg, n}), "B1", false})
	}
	judgeNeeds(t, cases)
}

func TestRulingCheck(t *testing.T) {
	requireB1(t)
	// The Insect on B1 needs a Plant; the Plant on B3 avoids Insects, so it
	// is taken off, but it still counts for the Insect.
	sc := endgame(t, 2, layout{
		"B1": insect(Plant), "B3": plant(Insect), "B5": anyOf(Water), "B2": anyOf(Mineral), "B4": anyOf(Mineral)}, "D5")
	r := reveals(sc.finish())
	if !r["B1"] || r["B3"] {
		t.Errorf("met: Insect on B1 = %v, Plant on B3 = %v; want true, false", r["B1"], r["B3"])
	}
}

// --- Oxygen ---

func TestG5Oxygen(t *testing.T) {
	build := func(t *testing.T) *scene {
		sc := blank(t, 2).hand(0, oxygen(Flip), water(0)).hand(1, plant(Animal)).put("B1", mineral(Sand), 1)
		sc.play("indicate 1")
		sc.play("designate B")
		sc.wantLegal("place 1 Bw element", "place 1 Bw need", "place 2 B2", "place 2 B3", "place 2 B4", "place 2 B5")
		return sc
	}
	t.Run("need side up", func(t *testing.T) {
		sc := build(t)
		evs := sc.play("place 1 Bw need")
		e, _ := eventOf(evs, EvPlace)
		if e.Secret != 0 || Pawn(e.D) != oxygen(Flip) || e.For(1) != e {
			t.Errorf("place event = %+v, want the Flip Oxygen shown to all", e)
		}
		if tk := sc.at("Bw"); !tk.Up || tk.Known != rules.Everyone {
			t.Errorf("Bw = %+v, want need side up, known to all", tk)
		}
		if p := sc.seenAt(1, "Bw"); p != oxygen(Flip) {
			t.Errorf("seat 2 sees Bw as %d, want the Flip Oxygen %d", p, oxygen(Flip))
		}
		sc.wantPrompt(0, "action")
		sc.wantLegal("flip B1") // at once, on the designated continent
	})
	t.Run("element side up", func(t *testing.T) {
		sc := build(t)
		evs := sc.play("place 1 Bw element")
		if evNames(evs) != "[Place Turn]" {
			t.Errorf("events %s, want [Place Turn]: no action", evNames(evs))
		}
		e, _ := eventOf(evs, EvPlace)
		if o := e.For(1); o.D != rules.Unknown || Kind(o.C) != Oxygen {
			t.Errorf("place event as seat 2 sees it = %+v, want an Oxygen whose action is hidden", o)
		}
		if tk := sc.at("Bw"); tk.Up || tk.Known != rules.SeatsOf(0) {
			t.Errorf("Bw = %+v, want element side up, its action known to seat 1 only", tk)
		}
		if p := sc.seenAt(1, "Bw"); p.Known() || KindOf(p) != Oxygen {
			t.Errorf("seat 2 sees Bw as %d, want an Oxygen with its action hidden", p)
		}
		sc.wantPrompt(1, "indicate")
	})
	t.Run("only element side up scores", func(t *testing.T) {
		sc := endgame(t, 2, perfect(), "D5").turnUp("Aw")
		evs := sc.finish()
		if e, _ := eventOf(evs, EvOxygenBonus); e.A != 3 {
			t.Errorf("Oxygen bonus = %d, want 3", e.A)
		}
		if got := sc.s.Score(0); got != 23 {
			t.Errorf("Score() = %d, want 23", got)
		}
	})
	t.Run("whatever becomes of its continent", func(t *testing.T) {
		l := perfect()
		l["A2"], l["A3"] = l["A3"], l["A2"] // both Minerals on the wrong soil
		sc := endgame(t, 2, l, "D5")
		evs := sc.finish()
		if got := continentPoints(evs)["A"]; got != 0 {
			t.Errorf("continent A scores %d, want 0", got)
		}
		if e, _ := eventOf(evs, EvOxygenBonus); e.A != 4 {
			t.Errorf("Oxygen bonus = %d, want 4, the one on A included", e.A)
		}
		if got := sc.s.Score(0); got != 19 {
			t.Errorf("Score() = %d, want 19", got)
		}
	})
}

func TestG5Flip(t *testing.T) {
	sc := blank(t, 3).hand(0, oxygen(Flip)).hand(1, plant(Animal)).hand(2, plant(Insect)).
		put("B1", mineral(Sand), 2).put("B3", water(0), 1).putUp("B4", insect(Plant)).put("A1", water(1), 0)
	sc.play("indicate 1")
	sc.play("designate B")
	sc.play("place 1 Bw need")
	sc.wantPrompt(0, "action")
	sc.wantLegal("flip B1", "flip B3")
	for _, m := range []string{"flip A1", "flip B4", "flip Bw", "flip B2"} {
		sc.refuse(m)
	}
	evs := sc.play("flip B1")
	e, ok := eventOf(evs, EvFlip)
	if !ok || e.Seat != 0 || spaceName(int(e.A), int(e.B)) != "B1" || Pawn(e.C) != mineral(Sand) || !e.Sealed {
		t.Errorf("flip event = %+v, want seat 1 turning the Mineral of Sand on B1, sealed", e)
	}
	if e.For(1) != e {
		t.Errorf("flip event as seat 2 sees it = %+v, want it whole", e.For(1))
	}
	if tk := sc.at("B1"); !tk.Up || tk.Known != rules.Everyone {
		t.Errorf("B1 = %+v, want face up, known to all", tk)
	}
	for seat := rules.Seat(0); seat < 3; seat++ {
		if p := sc.seenAt(seat, "B1"); p != mineral(Sand) {
			t.Errorf("seat %d sees B1 as %d, want %d", seat+1, p, mineral(Sand))
		}
	}
	sc.wantPrompt(1, "indicate")
}

func TestRulingFlip(t *testing.T) {
	sc := blank(t, 2).hand(0, oxygen(Flip)).hand(1, plant(Animal)).
		putUp("A1", insect(Plant)).put("A2", water(0), 1)
	sc.play("indicate 1")
	sc.play("designate A")
	sc.play("place 1 Aw need")
	sc.wantLegal("flip A2")
	sc.refuse("flip A1") // already face up
	sc.refuse("flip Aw") // an Oxygen keeps its side

	// At the end the Element pawns are turned; each Oxygen keeps its side.
	end := endgame(t, 2, perfect(), "D5").turnUp("Aw")
	end.finish()
	if tk := end.at("Aw"); !tk.Up {
		t.Errorf("Aw after the end = %+v, want still need side up", tk)
	}
	if tk := end.at("Bw"); tk.Up || tk.Known != 0 {
		t.Errorf("Bw after the end = %+v, want still element side up, its action unknown", tk)
	}
}

func TestG5Exchange(t *testing.T) {
	sc := blank(t, 3).hand(0, oxygen(Exchange)).hand(1, plant(Animal)).hand(2, plant(Insect)).
		put("B1", mineral(Sand), 2).putUp("A2", insect(Plant)).put("C3", water(0), 1).put("Aw", oxygen(Flip))
	sc.play("indicate 1")
	sc.play("designate B")
	sc.play("place 1 Bw need")
	sc.wantPrompt(0, "action")
	sc.wantLegal("exchange A2 B1", "exchange B1 C3")
	for _, m := range []string{"exchange A2 C3", "exchange Aw B1", "exchange B1 B2", "flip B1"} {
		sc.refuse(m)
	}
	evs := sc.play("exchange A2 B1")
	e, ok := eventOf(evs, EvExchange)
	if !ok || e.Seat != 0 || spaceName(int(e.A), int(e.B)) != "A2" || spaceName(int(e.C), int(e.D)) != "B1" || e.For(1) != e {
		t.Errorf("exchange event = %+v, want seat 1 swapping A2 and B1, shown to all", e)
	}
	if got := sc.at("A2").P; got != mineral(Sand) {
		t.Errorf("A2 holds %d, want the Mineral %d from B1", got, mineral(Sand))
	}
	if got := sc.at("B1").P; got != insect(Plant) {
		t.Errorf("B1 holds %d, want the Insect %d from A2", got, insect(Plant))
	}
	if p := sc.seenAt(1, "A2"); p.Known() {
		t.Errorf("seat 2 sees A2 as %d, want the need still hidden", p)
	}
	if p := sc.seenAt(2, "A2"); p != mineral(Sand) {
		t.Errorf("seat 3 sees A2 as %d, want the Mineral it placed, %d", p, mineral(Sand))
	}
	sc.wantPrompt(1, "indicate")
}

func TestRulingExchange(t *testing.T) {
	sc := blank(t, 2).hand(0, oxygen(Exchange)).hand(1, plant(Animal)).
		putUp("B1", insect(Plant)).put("B3", mineral(Sand), 1).put("Aw", oxygen(Flip)).put("A1", water(0))
	sc.play("indicate 1")
	sc.play("designate B")
	sc.play("place 1 Bw need")
	sc.wantLegal("exchange A1 B1", "exchange A1 B3", "exchange B1 B3") // never an Oxygen
	sc.play("exchange B1 B3")                                          // both on this continent
	if tk := sc.at("B1"); tk.P != mineral(Sand) || tk.Up || tk.Known != rules.SeatsOf(1) {
		t.Errorf("B1 = %+v, want the Mineral, still face down and known to seat 2 only", tk)
	}
	if tk := sc.at("B3"); tk.P != insect(Plant) || !tk.Up {
		t.Errorf("B3 = %+v, want the Insect, still face up", tk)
	}
}

func TestG5Lookmove(t *testing.T) {
	sc := blank(t, 3).hand(0, oxygen(LookMove)).hand(1, plant(Animal)).hand(2, plant(Insect)).
		put("B1", mineral(Sand), 2).putUp("B2", insect(Plant)).put("A1", water(0), 1)
	sc.play("indicate 1")
	sc.play("designate B")
	sc.play("place 1 Bw need")
	sc.wantPrompt(0, "action")
	sc.wantLegal("look B1", "look B2")
	sc.refuse("look A1")
	sc.refuse("look B3")
	evs := sc.play("look B1")
	e, ok := eventOf(evs, EvLook)
	if !ok || e.Seat != 0 || Pawn(e.C) != mineral(Sand) || !e.Sealed {
		t.Errorf("look event = %+v, want seat 1 seeing the Mineral %d, sealed", e, mineral(Sand))
	}
	if o := e.For(1); o.C != rules.Unknown || spaceName(int(o.A), int(o.B)) != "B1" {
		t.Errorf("look event as seat 2 sees it = %+v, want the space without the pawn", o)
	}
	if p := sc.seenAt(0, "B1"); p != mineral(Sand) {
		t.Errorf("seat 1 sees B1 as %d after looking, want %d", p, mineral(Sand))
	}
	if p := sc.seenAt(1, "B1"); p.Known() {
		t.Errorf("seat 2 sees B1 as %d, want the need still hidden", p)
	}
	if sc.at("B1").Up {
		t.Errorf("looking turned B1 face up")
	}
	sc.wantPrompt(0, "lookmove")
	sc.wantLegal("move B1 A2", "move B1 A3", "move B1 A4", "move B1 A5", "move B1 B3", "move B1 B4", "move B1 B5",
		"move B1 C1", "move B1 C2", "move B1 C3", "move B1 C4", "move B1 C5")
	for _, m := range []string{"move B1 D1", "move B1 A1", "move B2 A2", "move B1 Aw"} {
		sc.refuse(m)
	}
	sc.play("move B1 A3")
	if tk := sc.at("A3"); tk.P != mineral(Sand) || tk.Up || tk.Known != rules.SeatsOf(0, 2) {
		t.Errorf("A3 = %+v, want the Mineral face down, known to seats 1 and 3", tk)
	}
	if sc.at("B1").P != NoPawn {
		t.Errorf("B1 still holds %d, want it empty", sc.at("B1").P)
	}
	sc.wantPrompt(1, "indicate")
}

func TestRulingLookmove(t *testing.T) {
	t.Run("a face-up pawn, moved on its continent", func(t *testing.T) {
		sc := blank(t, 2).hand(0, oxygen(LookMove)).hand(1, plant(Animal)).putUp("B2", insect(Plant))
		sc.play("indicate 1")
		sc.play("designate B")
		sc.play("place 1 Bw need")
		sc.play("look B2")
		if slices.Contains(sc.legal(), "move B2 B2") {
			t.Errorf("the pawn may stay where it is, want it to move")
		}
		sc.play("move B2 B4")
		if tk := sc.at("B4"); tk.P != insect(Plant) || !tk.Up {
			t.Errorf("B4 = %+v, want the Insect, still face up", tk)
		}
	})
	t.Run("no free element space", func(t *testing.T) {
		l := perfect()
		l["Bw"] = oxygen(LookMove)
		sc := endgame(t, 2, l, "Bw")
		sc.play("indicate 1")
		sc.play("designate B")
		sc.play("place 1 Bw need")
		sc.wantPrompt(0, "action")
		evs := sc.play("look B1")
		e, ok := eventOf(evs, EvNoEffect)
		if !ok || e.A != noSpaceToMove {
			t.Errorf("events %s, want the look and nothing more (NoEffect, no space)", evNames(evs))
		}
		if count(evs, EvMove) != 0 {
			t.Errorf("a pawn moved with no free space")
		}
		if !sc.s.Over() {
			t.Errorf("Over() = false after the last pawn, want true")
		}
	})
}

// bacteriaFirst reports whether the first pawn drawn is a Bacteria.
func bacteriaFirst(evs []rules.Event) bool {
	for _, e := range evs {
		switch e.Kind {
		case EvBacteria:
			return true
		case EvDraw:
			return false
		}
	}
	return false
}

func TestRulingNoTarget(t *testing.T) {
	place := []string{"indicate 1", "designate B", "place 1 Bw need"}
	tests := []struct {
		name   string
		build  func(*scene)
		moves  []string
		reason int16
		lucky  bool // the Bacteria must come out of the bag first
		next   rules.Seat
	}{
		{"Flip, every pawn here face up", func(sc *scene) {
			sc.hand(0, oxygen(Flip)).putUp("B1", water(0)).put("A1", water(1))
		}, place, noTarget, false, 1},
		{"Exchange, a single Element pawn", func(sc *scene) {
			sc.hand(0, oxygen(Exchange)).put("B1", water(0))
		}, place, noTarget, false, 1},
		{"Exchange, none on this continent", func(sc *scene) {
			sc.hand(0, oxygen(Exchange)).put("A1", water(0)).put("A2", water(1))
		}, place, noTarget, false, 1},
		{"Look and move, nothing here", func(sc *scene) {
			sc.hand(0, oxygen(LookMove)).put("A1", water(0))
		}, place, noTarget, false, 1},
		{"Move Bacteria, no Element pawn placed", func(sc *scene) {
			sc.allOpen().hand(0, oxygen(Flip)).bag(bacteria(Shift))
		}, []string{"indicate 1", "designate B", "place 1 Bw element"}, noPawnToShift, false, 1},
		{"Share Bacteria, every hand empty", func(sc *scene) {
			sc.allOpen().hand(0, water(0)).hand(1).bag(bacteria(Share), water(1))
		}, []string{"indicate 1", "designate B", "place 1 B1"}, noPawnToShare, true, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := blank(t, 2).hand(1, plant(Animal))
			tc.build(sc)
			if tc.lucky {
				sc.luck(tc.moves, bacteriaFirst)
			}
			var evs []rules.Event
			for _, m := range tc.moves {
				evs = append(evs, sc.play(m)...)
			}
			e, ok := eventOf(evs, EvNoEffect)
			if !ok || e.A != tc.reason {
				t.Errorf("events %s (NoEffect reason %d), want NoEffect with reason %d", evNames(evs), e.A, tc.reason)
			}
			sc.wantPrompt(tc.next, "indicate")
		})
	}
}

// --- The fourth continent and the Bacteria ---

// fourOnB fills B1 to B4, face down.
func fourOnB(sc *scene) *scene {
	return sc.put("B1", water(1)).put("B2", plant(Animal)).put("B3", insect(Plant)).put("B4", animal(Plant, Insect))
}

func TestG6Open(t *testing.T) {
	t.Run("a continent complete", func(t *testing.T) {
		sc := fourOnB(blank(t, 2).hand(0, mineral(Ice)).hand(1, water(0)))
		sc.play("indicate 1")
		sc.play("designate B")
		evs := sc.play("place 1 B5")
		if len(evs) < 2 || evs[0].Kind != EvPlace || evs[1].Kind != EvOpen {
			t.Fatalf("events %s, want Place then Open", evNames(evs))
		}
		if e := evs[1]; e.A != 3 || e.B != 1 {
			t.Errorf("open event = %+v, want continent D opening because B is complete", e)
		}
		if sc.s.setAside != -1 {
			t.Errorf("set-aside continent = %d after opening, want none", sc.s.setAside)
		}
		bacteriaSeen := int(sc.s.discardN)
		for _, p := range sc.s.bag[:sc.s.bagN] {
			if KindOf(p) == Bacteria {
				bacteriaSeen++
			}
		}
		if bacteriaSeen != 2 {
			t.Errorf("Bacteria in the bag or used = %d, want 2", bacteriaSeen)
		}
		if count(evs, EvBacteria) == 0 {
			t.Errorf("events %s: the bag held only the Bacteria, want one drawn", evNames(evs))
		}
		// D is in play: the Move Bacteria may send a pawn there.
		for sc.s.Prompt().Kind == "share" {
			sc.play("pass 1")
		}
		sc.wantPrompt(0, "shift")
		if !slices.Contains(sc.legal(), "move B1 D1") {
			t.Errorf("Legal() = %v, want moves onto D", sc.legal())
		}
	})
	t.Run("four element spaces are not enough", func(t *testing.T) {
		fill := []Pawn{water(1), plant(Animal), insect(Plant), animal(Plant, Insect), mineral(Rock)}
		for missing := 1; missing <= 5; missing++ {
			sc := blank(t, 2).hand(0, mineral(Ice)).hand(1, water(0))
			for sp := 1; sp <= 5; sp++ {
				if sp != missing {
					sc.put("B"+string(rune('0'+sp)), fill[sp-1])
				}
			}
			sc.play("indicate 1")
			sc.play("designate A")
			evs := sc.play("place 1 A1")
			if count(evs, EvOpen) != 0 || sc.s.setAside != 3 {
				t.Errorf("B%d free: events %s, set aside %d; want no opening", missing, evNames(evs), sc.s.setAside)
			}
		}
	})
	t.Run("the white space does not count", func(t *testing.T) {
		sc := fourOnB(blank(t, 2).hand(0, oxygen(Flip)).hand(1, water(0)))
		sc.play("indicate 1")
		sc.play("designate B")
		evs := sc.play("place 1 Bw element")
		if count(evs, EvOpen) != 0 || sc.s.setAside != 3 || sc.s.bagN != 0 {
			t.Errorf("events %s, set aside %d, bag %d; want no opening", evNames(evs), sc.s.setAside, sc.s.bagN)
		}
		sc.play("indicate 1")
		sc.wantLegal("designate A", "designate B", "designate C")
	})
}

func TestRulingOpen(t *testing.T) {
	t.Run("a move completes a continent", func(t *testing.T) {
		sc := fourOnB(blank(t, 2).hand(0, oxygen(LookMove)).hand(1, water(0))).put("A1", mineral(Ice), 1)
		sc.play("indicate 1")
		sc.play("designate A")
		sc.play("place 1 Aw need")
		sc.play("look A1")
		evs := sc.play("move A1 B5")
		e, ok := eventOf(evs, EvOpen)
		if !ok || e.A != 3 || e.B != 1 {
			t.Errorf("events %s, want D to open because B is complete", evNames(evs))
		}
	})
	t.Run("at most once", func(t *testing.T) {
		sc := fourOnB(blank(t, 2).allOpen().discard(bacteria(Share), bacteria(Shift)).hand(0, mineral(Ice)).hand(1, water(0)))
		for i, name := range []string{"A1", "A2", "A3", "A4", "A5"} {
			sc.put(name, []Pawn{water(2), mineral(Sand), mineral(Clay), mineral(Rock), plant(Plant)}[i])
		}
		sc.play("indicate 1")
		sc.play("designate B")
		evs := sc.play("place 1 B5")
		if count(evs, EvOpen) != 0 || sc.s.bagN != 0 {
			t.Errorf("events %s, bag %d: a second complete continent opened something again", evNames(evs), sc.s.bagN)
		}
	})
}

func TestG6Bacteria(t *testing.T) {
	sc := blank(t, 3).allOpen().hand(0, water(0)).hand(1, plant(Animal)).hand(2, plant(Insect)).
		put("A1", mineral(Sand), 2).bag(bacteria(Shift), insect(Plant))
	moves := []string{"indicate 1", "designate B", "place 1 B1"}
	sc.luck(moves, bacteriaFirst)
	sc.play(moves[0])
	sc.play(moves[1])
	evs := sc.play(moves[2])
	e, ok := eventOf(evs, EvBacteria)
	if !ok || e.Seat != 0 || Pawn(e.A) != bacteria(Shift) || Effect(e.B) != Shift || !e.Sealed {
		t.Fatalf("events %s, bacteria event %+v; want seat 1 drawing the Move Bacteria, sealed", evNames(evs), e)
	}
	if e.For(1) != e || e.For(2) != e {
		t.Errorf("bacteria event is hidden from some seat: %+v", e.For(1))
	}
	if count(evs, EvDraw) != 0 {
		t.Errorf("events %s: a pawn drawn before the Bacteria is resolved", evNames(evs))
	}
	sc.wantPrompt(0, "shift") // resolved at once
	if sc.s.discardN != 1 || sc.s.discard[0] != bacteria(Shift) {
		t.Errorf("discard = %v (%d), want the Move Bacteria", sc.s.discard, sc.s.discardN)
	}
	for i := 0; i < 3; i++ {
		for j := 1; j <= 3; j++ {
			if p := sc.slot(rules.Seat(i), j); p != NoPawn && KindOf(p) == Bacteria {
				t.Errorf("seat %d holds a Bacteria in slot %d", i+1, j)
			}
		}
	}
	evs = sc.play("move A1 C1")
	if evNames(evs) != "[Move Draw Turn]" {
		t.Errorf("events %s, want [Move Draw Turn]: the seat draws again", evNames(evs))
	}
	if sc.slot(0, 1) != insect(Plant) {
		t.Errorf("slot 1 of seat 1 = %d, want the Insect %d drawn after the Bacteria", sc.slot(0, 1), insect(Plant))
	}
}

func TestG6Share(t *testing.T) {
	a, b := mineral(Sand), mineral(Rock)
	x, c := water(0), plant(Animal)
	d, e, o := insect(Plant), insect(Water), oxygen(Flip)
	sc := blank(t, 3).allOpen().turn(1).hand(0, a, b).hand(1, x, c).hand(2, d, e, o).bag(bacteria(Share))
	sc.play("indicate 1")
	sc.play("designate B")
	evs := sc.play("place 1 B1")
	if ev, _ := eventOf(evs, EvBacteria); Effect(ev.B) != Share {
		t.Fatalf("events %s, want the Share Bacteria", evNames(evs))
	}
	sc.wantPrompt(1, "share") // the drawer chooses first
	sc.wantLegal("pass 2")
	evs = sc.play("pass 2")
	ev, ok := eventOf(evs, EvCommit)
	if !ok || ev.Seat != 1 || ev.A != 1 {
		t.Errorf("commit event = %+v, want seat 2 choosing slot 2", ev)
	}
	if ev.For(0).A != rules.Unknown || ev.For(2).A != rules.Unknown || ev.For(1).A != 1 {
		t.Errorf("commit event as seen by seats 1, 2, 3: A = %d, %d, %d; want hidden, 1, hidden", ev.For(0).A, ev.For(1).A, ev.For(2).A)
	}
	if sc.slot(1, 2) != c {
		t.Errorf("the pawn chosen left the hand before every seat chose")
	}
	if v := sc.view(2); v.share[1] >= 0 {
		t.Errorf("seat 3 sees the slot seat 2 chose (%d)", v.share[1])
	}
	sc.wantPrompt(2, "share")
	sc.play("pass 3") // an Oxygen may be passed
	sc.wantPrompt(0, "share")
	evs = sc.play("pass 1")
	if n := count(evs, EvPass); n != 3 {
		t.Errorf("events %s, want three passes", evNames(evs))
	}
	want := [3][3]Pawn{{o, b, NoPawn}, {a, NoPawn, NoPawn}, {d, e, c}}
	for i := range want {
		got := [3]Pawn{sc.slot(rules.Seat(i), 1), sc.slot(rules.Seat(i), 2), sc.slot(rules.Seat(i), 3)}
		if got != want[i] {
			t.Errorf("hand of seat %d = %v, want %v", i+1, got, want[i])
		}
	}
	// The receiver knows what it got; a third seat does not.
	if p := sc.seenInHand(1, 1, 1); p != a {
		t.Errorf("seat 2 sees its slot 1 as %d, want the Mineral %d it received", p, a)
	}
	if p := sc.seenInHand(2, 1, 1); p.Known() {
		t.Errorf("seat 3 sees the pawn seat 2 received as %d, want it hidden", p)
	}
	for _, pe := range evs {
		if pe.Kind == EvPass && pe.Seat == 0 {
			if pe.For(1).D != int16(a) || pe.For(2).D != rules.Unknown || Kind(pe.For(2).C) != Mineral {
				t.Errorf("pass from seat 1 as seats 2 and 3 see it: %+v, %+v; want the pawn shown to seat 2, its colour to seat 3", pe.For(1), pe.For(2))
			}
		}
	}
	sc.wantPrompt(2, "indicate")
}

func TestRulingShare(t *testing.T) {
	// The drawer's hand is empty: it gives nothing and still receives, and
	// the choosing starts with the next seat holding pawns.
	sc := blank(t, 3).allOpen().hand(0, water(0)).hand(1, mineral(Sand)).hand(2, plant(Animal)).bag(bacteria(Share))
	sc.play("indicate 1")
	sc.play("designate B")
	sc.play("place 1 B1")
	sc.wantPrompt(1, "share")
	sc.play("pass 1")
	sc.wantPrompt(2, "share")
	// Determinize gives the hidden choice back as some pawn of the hand.
	v := sc.s.View(2)
	rng := rules.NewRNG(4)
	v.Determinize(2, &rng)
	if j := v.(*State).share[1]; j < 0 || v.(*State).hands[1][j].P == NoPawn {
		t.Errorf("determinized choice of seat 2 = %d, want a slot holding a pawn", j)
	}
	sc.play("pass 1")
	if got := sc.slot(0, 1); got != plant(Animal) {
		t.Errorf("seat 1 received %d, want the Plant %d from seat 3", got, plant(Animal))
	}
	if got := sc.slot(2, 1); got != mineral(Sand) {
		t.Errorf("seat 3 received %d, want the Mineral %d from seat 2", got, mineral(Sand))
	}
	if n := sc.s.handSize(1); n != 0 {
		t.Errorf("seat 2 holds %d pawns, want 0: it gave and got nothing", n)
	}
	sc.wantPrompt(2, "indicate") // seat 2 has nothing to place
}

func TestG6Shift(t *testing.T) {
	sc := blank(t, 3).allOpen().hand(0, water(0)).hand(1, plant(Animal)).hand(2, plant(Insect)).
		put("A1", mineral(Sand), 2).putUp("A2", insect(Plant)).put("Aw", oxygen(Flip)).bag(bacteria(Shift))
	sc.play("indicate 1")
	sc.play("designate B")
	sc.play("place 1 B1")
	sc.wantPrompt(0, "shift")
	legal := sc.legal()
	if len(legal) != 41 {
		t.Errorf("%d legal moves, want 41: A1 and A2 to the 14 free spaces off A, B1 to the 13 off B", len(legal))
	}
	for _, m := range legal {
		f := strings.Fields(m)
		if f[0] != "move" || f[1][0] == f[2][0] || strings.HasSuffix(f[1], "w") || strings.HasSuffix(f[2], "w") {
			t.Errorf("legal %q, want only moves of an Element pawn to another continent", m)
		}
	}
	for _, m := range []string{"move A1 A3", "move Aw B2", "move A1 B1", "indicate 1"} {
		sc.refuse(m)
	}
	evs := sc.play("move A1 C2")
	if e, _ := eventOf(evs, EvMove); e.Seat != 0 {
		t.Errorf("move event by %v, want seat 1, who drew the Bacteria", e.Seat)
	}
	if tk := sc.at("C2"); tk.P != mineral(Sand) || tk.Up || tk.Known != rules.SeatsOf(2) {
		t.Errorf("C2 = %+v, want the Mineral, not turned over, known to seat 3 only", tk)
	}
	if p := sc.seenAt(0, "C2"); p.Known() {
		t.Errorf("seat 1 sees C2 as %d after moving it, want the need still hidden", p)
	}
	if sc.at("A1").P != NoPawn {
		t.Errorf("A1 still holds %d", sc.at("A1").P)
	}
	sc.wantPrompt(1, "indicate")
}

func TestRulingShift(t *testing.T) {
	// With no Element pawn on the board the Move does nothing; the seat
	// draws again.
	sc := blank(t, 2).allOpen().hand(0, oxygen(Flip)).hand(1, plant(Animal)).bag(bacteria(Shift), water(0))
	moves := []string{"indicate 1", "designate B", "place 1 Bw element"}
	sc.luck(moves, bacteriaFirst)
	var evs []rules.Event
	for _, m := range moves {
		evs = append(evs, sc.play(m)...)
	}
	if got := evNames(evs); got != "[Indicate Designate Place Bacteria NoEffect Draw Turn]" {
		t.Errorf("events %s, want [Indicate Designate Place Bacteria NoEffect Draw Turn]", got)
	}
	if e, _ := eventOf(evs, EvNoEffect); e.A != noPawnToShift {
		t.Errorf("no-effect reason %d, want %d", e.A, noPawnToShift)
	}
}

func TestRulingEmptyBag(t *testing.T) {
	t.Run("nothing to draw after a Bacteria", func(t *testing.T) {
		sc := blank(t, 2).allOpen().hand(0, water(0), mineral(Sand)).hand(1, plant(Animal)).
			put("A1", insect(Plant)).bag(bacteria(Shift))
		sc.play("indicate 1")
		sc.play("designate B")
		sc.play("place 1 B1")
		sc.wantPrompt(0, "shift")
		evs := sc.play("move A1 C1")
		if got := evNames(evs); got != "[Move Turn]" {
			t.Errorf("events %s, want [Move Turn]", got)
		}
		if got := [3]Pawn{sc.slot(0, 1), sc.slot(0, 2), sc.slot(0, 3)}; got != [3]Pawn{NoPawn, mineral(Sand), NoPawn} {
			t.Errorf("hand of seat 1 = %v, want only the Mineral", got)
		}
	})
	t.Run("no Bacteria is left in the bag at the end", func(t *testing.T) {
		// While the bag holds an Element or Oxygen pawn every draw succeeds,
		// so hands stay full and the last placements come after the bag has
		// been emptied: the case the ruling sets aside never arises.
		for seed := uint64(1); seed <= 150; seed++ {
			seats := 2 + int(seed%3)
			s := newGame(t, seats, seed, rules.Options{"oxygen": []string{"0", "2", "4"}[seed%3]})
			rng := rules.NewRNG(seed)
			for !s.Over() {
				legal := s.Legal(nil)
				if _, err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
			}
			if s.bagN != 0 || s.discardN != 2 {
				t.Errorf("seed %d, %d seats: at the end the bag holds %d pawns and %d Bacteria were used, want 0 and 2", seed, seats, s.bagN, s.discardN)
			}
		}
	})
}

func TestRulingStalled(t *testing.T) {
	sc := blank(t, 3).hand(0, water(0)).hand(1, oxygen(LookMove)).hand(2, mineral(Sand)).
		put("Aw", oxygen(Flip)).put("Bw", oxygen(Exchange)).put("Cw", pawnsOf(Oxygen)[3]).
		bag(water(1), water(2))
	sc.play("indicate 1")
	sc.play("designate A")
	evs := sc.play("place 1 A1")
	if got := evNames(evs); got != "[Place Draw Skip Turn]" {
		t.Errorf("events %s, want [Place Draw Skip Turn]", got)
	}
	if e, _ := eventOf(evs, EvSkip); e.Seat != 1 {
		t.Errorf("skip event for %v, want seat 2", e.Seat)
	}
	if sc.s.bagN != 1 || sc.slot(1, 1) != oxygen(LookMove) || sc.s.handSize(1) != 1 {
		t.Errorf("bag %d, hand of seat 2 %v; want the skipped seat to keep its Oxygen and draw nothing", sc.s.bagN, sc.s.hands[1])
	}
	sc.wantPrompt(2, "indicate")
	sc.play("indicate 1")
	sc.wantPrompt(1, "designate") // a stalled seat still designates
	sc.play("designate A")
	sc.play("place 1 A2")
	sc.wantPrompt(0, "indicate")
}

// --- The end ---

func TestG7End(t *testing.T) {
	sc := endgame(t, 2, perfect(), "D5")
	if sc.s.Over() || sc.s.Score(0) != 0 || sc.s.Breakdown(0) != nil || sc.s.Winners() != 0 {
		t.Errorf("before the end: Over %v, Score %d, Breakdown %v, Winners %b; want false, 0, nil, 0",
			sc.s.Over(), sc.s.Score(0), sc.s.Breakdown(0), sc.s.Winners())
	}
	evs := sc.finish()
	if evs[0].Kind != EvPlace || evs[len(evs)-1].Kind != EvEnd {
		t.Errorf("events %s, want Place first and End last", evNames(evs))
	}
	if r, c, o := count(evs, EvReveal), count(evs, EvContinent), count(evs, EvOxygenBonus); r != 20 || c != 4 || o != 1 {
		t.Errorf("events: %d Reveal, %d Continent, %d OxygenBonus; want 20, 4, 1", r, c, o)
	}
	if count(evs, EvDraw)+count(evs, EvTurn) != 0 {
		t.Errorf("events %s: a draw or a turn after the last pawn", evNames(evs))
	}
	for _, e := range evs {
		switch e.Kind {
		case EvReveal, EvContinent, EvOxygenBonus, EvEnd:
			if e.Seat != rules.NoSeat {
				t.Errorf("the final check's %s event names %v; no seat acts in it", evNames([]rules.Event{e}), e.Seat)
			}
		}
	}
	sc.wantPrompt(rules.NoSeat, "over")
	if l := sc.legal(); len(l) != 0 {
		t.Errorf("Legal() = %v after the end, want none", l)
	}
	sc.refuse("indicate 1")

	// One pawn still in a hand: the game goes on.
	sc = endgame(t, 2, perfect(), "D5")
	sc.hand(1, sc.at("C1").P)
	sc.s.board[2][0] = empty
	sc.play("indicate 1")
	sc.play("designate D")
	sc.play("place 1 D5")
	if sc.s.Over() {
		t.Fatalf("Over() = true with a pawn still in hand, want false")
	}
	sc.wantPrompt(1, "indicate")
	sc.play("indicate 1")
	sc.play("designate C")
	sc.play("place 1 C1")
	if !sc.s.Over() {
		t.Errorf("Over() = false with every pawn placed, want true")
	}
}

func TestG7Check(t *testing.T) {
	t.Run("every need met", func(t *testing.T) {
		sc := endgame(t, 2, perfect(), "D5")
		evs := sc.finish()
		for name, met := range reveals(evs) {
			if !met {
				t.Errorf("%s: need met = false, want true", name)
			}
		}
		for c, pts := range continentPoints(evs) {
			if pts != 5 {
				t.Errorf("continent %s scores %d, want 5", c, pts)
			}
		}
		if got := sc.s.Score(0); got != 24 {
			t.Errorf("Score() = %d, want 24", got)
		}
		lines := sc.s.Breakdown(0)
		if got := breakdownSum(lines); got != 24 {
			t.Errorf("Breakdown() adds up to %d, want 24: %v", got, lines)
		}
		// Every Element pawn is turned need side up.
		v := sc.view(1)
		for c := 0; c < continents; c++ {
			for sp := 0; sp < elementSpaces; sp++ {
				tk := sc.s.board[c][sp]
				if !tk.Up || tk.Known != rules.Everyone || !v.board[c][sp].P.Known() {
					t.Errorf("%s after the end = %+v, want need side up and known to all", spaceName(c, sp), tk)
				}
			}
		}
	})
	t.Run("needs unmet", func(t *testing.T) {
		l := perfect()
		l["A2"], l["A3"] = l["A3"], l["A2"]
		sc := endgame(t, 2, l, "D5")
		evs := sc.finish()
		r := reveals(evs)
		if r["A2"] || r["A3"] || !r["A1"] {
			t.Errorf("met: A1 %v, A2 %v, A3 %v; want true, false, false", r["A1"], r["A2"], r["A3"])
		}
		want := map[string]int{"A": 0, "B": 5, "C": 5, "D": 5}
		if got := continentPoints(evs); !mapsEqual(got, want) {
			t.Errorf("continent points = %v, want %v", got, want)
		}
		if got := sc.s.Score(0); got != 19 {
			t.Errorf("Score() = %d, want 19", got)
		}
		lines := sc.s.Breakdown(0)
		if got := breakdownSum(lines); got != 19 {
			t.Errorf("Breakdown() adds up to %d, want 19: %v", got, lines)
		}
		if lines[0].Points != 0 || !strings.Contains(lines[0].Label, "not validated") {
			t.Errorf("Breakdown()[0] = %+v, want continent A not validated, 0 points", lines[0])
		}
	})
}

func mapsEqual(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

func TestG7Level(t *testing.T) {
	tests := []struct{ seats, score, level int }{
		{2, 0, DemiGods}, {2, 14, DemiGods}, {2, 15, Prophet}, {2, 19, Prophet}, {2, 20, DivineCollege}, {2, 23, DivineCollege}, {2, 24, Gods},
		{3, 13, DemiGods}, {3, 14, Prophet}, {3, 18, Prophet}, {3, 19, DivineCollege}, {3, 23, DivineCollege}, {3, 24, Gods},
		{4, 12, DemiGods}, {4, 13, Prophet}, {4, 17, Prophet}, {4, 18, DivineCollege}, {4, 23, DivineCollege}, {4, 24, Gods},
	}
	for _, tc := range tests {
		if got := Level(tc.seats, tc.score); got != tc.level {
			t.Errorf("Level(%d, %d) = %s, want %s", tc.seats, tc.score, LevelName(got), LevelName(tc.level))
		}
	}
	names := []string{"Demi-gods", "Worthy of a prophet", "Divine college", "Gods"}
	for lvl, want := range names {
		if got := LevelName(lvl); got != want {
			t.Errorf("LevelName(%d) = %q, want %q", lvl, got, want)
		}
	}
	// The same 19 points at two and at three seats.
	for _, tc := range []struct{ seats, level int }{{2, Prophet}, {3, DivineCollege}} {
		l := perfect()
		l["A2"], l["A3"] = l["A3"], l["A2"]
		sc := endgame(t, tc.seats, l, "D5")
		e, _ := eventOf(sc.finish(), EvEnd)
		if e.A != 19 || int(e.B) != tc.level {
			t.Errorf("%d seats: end event = %+v, want 19 points, %s", tc.seats, e, LevelName(tc.level))
		}
		lines := sc.s.Breakdown(0)
		if last := lines[len(lines)-1].Label; !strings.Contains(last, LevelName(tc.level)) {
			t.Errorf("%d seats: last breakdown line %q, want the level %s", tc.seats, last, LevelName(tc.level))
		}
	}
}

func TestRulingWin(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		sc := endgame(t, seats, perfect(), "D5")
		if sc.s.Winners() != 0 {
			t.Errorf("%d seats: Winners() = %b before the end, want none", seats, sc.s.Winners())
		}
		sc.finish()
		all := rules.SeatSet(1<<seats - 1)
		if got := sc.s.Winners(); got != all {
			t.Errorf("%d seats, 24 points: Winners() = %b, want %b", seats, got, all)
		}
		for seat := rules.Seat(0); int(seat) < seats; seat++ {
			if u := sc.s.Utility(seat); u != 1 {
				t.Errorf("%d seats, 24 points: Utility(%d) = %v, want 1", seats, seat, u)
			}
		}
	}
	sc := endgame(t, 2, perfect(), "D5").turnUp("Aw")
	sc.finish()
	if got := sc.s.Winners(); got != 0 {
		t.Errorf("23 points: Winners() = %b, want none", got)
	}
	if u := sc.s.Utility(0); u != 23.0/24 {
		t.Errorf("23 points: Utility(0) = %v, want %v", u, 23.0/24)
	}
}

// --- Who knows what ---

func TestG8Hidden(t *testing.T) {
	sc := blank(t, 3).hand(0, water(0), mineral(Sand)).hand(1, plant(Animal)).hand(2, insect(Plant)).
		bag(animal(Plant, Insect), mineral(Rock)).put("B1", mineral(Clay), 2).putUp("B2", insect(Water))
	v := sc.view(1)
	if v.hands[1][0].P != plant(Animal) {
		t.Errorf("seat 2 sees its own slot 1 as %d, want %d", v.hands[1][0].P, plant(Animal))
	}
	for _, c := range []struct {
		owner rules.Seat
		slot  int
		kind  Kind
	}{{0, 1, Water}, {0, 2, Mineral}, {2, 1, Insect}} {
		if p := v.hands[c.owner][c.slot-1].P; p.Known() || KindOf(p) != c.kind {
			t.Errorf("seat 2 sees slot %d of %v as %d, want a %s with its need hidden", c.slot, c.owner, p, c.kind)
		}
	}
	if p := sc.seenAt(1, "B1"); p.Known() || KindOf(p) != Mineral {
		t.Errorf("seat 2 sees B1 as %d, want a Mineral with its need hidden", p)
	}
	if p := sc.seenAt(1, "B2"); p != insect(Water) {
		t.Errorf("seat 2 sees the face-up B2 as %d, want %d", p, insect(Water))
	}
	var bagKinds []Kind
	for _, p := range v.bag[:v.bagN] {
		if p.Known() {
			t.Errorf("seat 2 sees pawn %d in the bag, want only colours", p)
		}
		bagKinds = append(bagKinds, KindOf(p))
	}
	slices.Sort(bagKinds)
	if want := []Kind{Mineral, Animal}; !slices.Equal(bagKinds, want) {
		t.Errorf("seat 2 sees the bag as %v, want %v", bagKinds, want)
	}
	secret := pawns[mineral(Sand)].String()
	if strings.Contains(sc.s.View(1).String(), secret) {
		t.Errorf("seat 2's view prints %q, a need only seat 1 knows", secret)
	}
	if !strings.Contains(sc.s.View(0).String(), secret) {
		t.Errorf("seat 1's view does not print %q, a need of its own hand", secret)
	}

	// Determinize keeps what the viewer saw and fills the rest with
	// pawns of the right colour, each once.
	d := sc.s.View(1)
	rng := rules.NewRNG(9)
	d.Determinize(1, &rng)
	ds := d.(*State)
	if ds.hands[1][0].P != plant(Animal) || ds.board[1][1].P != insect(Water) {
		t.Errorf("determinized: slot 1 of seat 2 = %d, B2 = %d; want what seat 2 saw, %d and %d",
			ds.hands[1][0].P, ds.board[1][1].P, plant(Animal), insect(Water))
	}
	var seen [numPawns]bool
	check := func(where string, got, was Pawn) {
		if was == NoPawn {
			return
		}
		if !got.Known() || KindOf(got) != KindOf(was) {
			t.Errorf("determinized %s = %d, want a real %s", where, got, KindOf(was))
			return
		}
		if seen[got] {
			t.Errorf("determinized %s = %d, a pawn dealt twice", where, got)
		}
		seen[got] = true
	}
	for c := 0; c < continents; c++ {
		for sp := 0; sp < spaces; sp++ {
			check(spaceName(c, sp), ds.board[c][sp].P, v.board[c][sp].P)
		}
	}
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			check("a hand", ds.hands[i][j].P, v.hands[i][j].P)
		}
	}
	for i := int8(0); i < v.bagN; i++ {
		check("the bag", ds.bag[i], v.bag[i])
	}

	// A pawn placed or drawn shows its colour only.
	sc.play("indicate 1")
	sc.play("designate A")
	evs := sc.play("place 2 A1")
	pe, _ := eventOf(evs, EvPlace)
	if o := pe.For(1); o.D != rules.Unknown || Kind(o.C) != Mineral {
		t.Errorf("place event as seat 2 sees it = %+v, want a Mineral, pawn hidden", o)
	}
	de, ok := eventOf(evs, EvDraw)
	if !ok {
		t.Fatalf("events %s, want a draw", evNames(evs))
	}
	if o := de.For(1); o.B != rules.Unknown || Kind(o.C) != KindOf(Pawn(de.B)) {
		t.Errorf("draw event as seat 2 sees it = %+v, want the colour of pawn %d only", o, de.B)
	}
	if o := de.For(0); o.B != de.B {
		t.Errorf("draw event as seat 1 sees it = %+v, want the pawn", o)
	}
}

// TestFirstPlayerDrawnAtRandom: the rules draw the first player at random;
// First names that seat for the whole game (the log's opening says it), and
// over many seeds every seat is drawn.
func TestFirstPlayerDrawnAtRandom(t *testing.T) {
	seen := map[rules.Seat]bool{}
	for seed := uint64(1); seed <= 40; seed++ {
		g := newGame(t, 3, seed, nil)
		first := g.First()
		if g.Active() != first {
			t.Fatalf("seed %d: the first active god is seat %d, First says %d", seed, g.Active(), first)
		}
		seen[first] = true
		var legal []rules.Move
		for i := 0; i < 12 && !g.Over(); i++ {
			legal = g.Legal(legal[:0])
			if _, err := g.Apply(legal[0]); err != nil {
				t.Fatal(err)
			}
		}
		if g.First() != first || g.View(1).(*State).First() != first {
			t.Fatalf("seed %d: First changed during the game", seed)
		}
	}
	if len(seen) != 3 {
		t.Errorf("over 40 seeds the first player was only %v", seen)
	}
}
