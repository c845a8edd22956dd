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
	if !ok || e.Seat != 0 || e.A != 2 || Kind(e.B) != Mineral {
		t.Errorf("indicate 3: event %+v, want seat 1 pointing at slot 3, a Mineral", e)
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
		for i, name := range []string{"A1", "A2", "A3", "A4", "A5"} {
			sc.put(name, pawnsOf(Insect)[i%4])
		}
		sc.put("A5", animal(Plant, Insect)).put("Aw", oxygen(Exchange))
	}
	elementsOfB := func(sc *scene) {
		for i, name := range []string{"B1", "B2", "B3", "B4", "B5"} {
			sc.put(name, pawnsOf(Plant)[i%4])
		}
		sc.put("B5", animal(Water, Animal))
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

// judgeNeeds plays each case to the end and checks the verdict on its space.
func judgeNeeds(t *testing.T, cases []needCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sc := endgame(t, 2, tc.board, "D5")
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
