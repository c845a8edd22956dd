package gods

import (
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"starboard/rules"
)

// Pawns by what they need, looked up in the content table, so that a test
// names the pawn it means rather than its number.

// pawnsOf returns every pawn of kind k, in number order.
func pawnsOf(k Kind) []Pawn {
	var ps []Pawn
	for p := Pawn(0); p < numPawns; p++ {
		if pawns[p].Kind == k {
			ps = append(ps, p)
		}
	}
	return ps
}

// pawnWith returns the first pawn whose need side reads exactly n.
func pawnWith(n Need) Pawn {
	for p := Pawn(0); p < numPawns; p++ {
		if pawns[p] == n {
			return p
		}
	}
	panic(fmt.Sprintf("the content has no pawn with need %s", n))
}

func water(i int) Pawn        { return pawnsOf(Water)[i] }
func mineral(s Soil) Pawn     { return pawnWith(Need{Kind: Mineral, Soil: s}) }
func plant(avoid Kind) Pawn   { return pawnWith(Need{Kind: Plant, Avoid: avoid}) }
func insect(target Kind) Pawn { return pawnWith(Need{Kind: Insect, Target: target}) }
func animal(target, avoid Kind) Pawn {
	return pawnWith(Need{Kind: Animal, Target: target, Avoid: avoid})
}
func oxygen(a Action) Pawn   { return pawnWith(Need{Kind: Oxygen, Action: a}) }
func bacteria(e Effect) Pawn { return pawnWith(Need{Kind: Bacteria, Effect: e}) }

// anyOf stands, in a layout, for any pawn of kind k not otherwise used.
func anyOf(k Kind) Pawn { return placeholder(k) }

// elementKinds are the five kinds of Element pawn.
var elementKinds = []Kind{Water, Mineral, Plant, Insect, Animal}

// otherThan returns the first Element kind that is none of ks.
func otherThan(ks ...Kind) Kind {
	for _, k := range elementKinds {
		if !slices.Contains(ks, k) {
			return k
		}
	}
	panic("no kind left")
}

// space reads a space name such as "B3" or "Bw".
func space(name string) (c, sp int8) {
	ci, spi, err := parseSpace(name)
	if err != nil {
		panic(err)
	}
	return int8(ci), int8(spi)
}

// scene is a position built by hand for one test, and the test playing it.
type scene struct {
	t    *testing.T
	s    *State
	last string // the space the final placement of an endgame fills
}

// blank returns a table of seats with every tray on its easy face,
// continent D set aside, an empty board, empty hands, an empty bag, and
// seat 1 (index 0) about to indicate.
func blank(t *testing.T, seats int) *scene {
	t.Helper()
	s := &State{seats: seats, setAside: 3, indicated: -1, designated: -1, looked: -1, rng: rules.NewRNG(1), turn: 1}
	for c := 0; c < continents; c++ {
		s.faces[c] = uint8(2 * c)
		s.adj[c] = faces[2*c].adjacency()
		for sp := range s.board[c] {
			s.board[c][sp] = empty
		}
	}
	for i := range s.hands {
		for j := range s.hands[i] {
			s.hands[i][j] = empty
		}
	}
	for i := range s.bag {
		s.bag[i] = NoPawn
	}
	for i := range s.share {
		s.share[i] = shareOpen
	}
	s.discard = [2]Pawn{NoPawn, NoPawn}
	s.phase = phIndicate
	return &scene{t: t, s: s}
}

// face turns tray c ('A' to 'D') to its easy or difficult face.
func (sc *scene) face(c byte, difficult bool) *scene {
	f := 2 * int(c-'A')
	if difficult {
		f++
	}
	sc.s.faces[c-'A'] = uint8(f)
	sc.s.adj[c-'A'] = faces[f].adjacency()
	return sc
}

// aside sets continent c ('A' to 'D') aside.
func (sc *scene) aside(c byte) *scene { sc.s.setAside = int8(c - 'A'); return sc }

// allOpen puts every continent in play, as after the opening.
func (sc *scene) allOpen() *scene { sc.s.setAside = -1; return sc }

// put places p face down on a space; the seats in knownBy know its need.
func (sc *scene) put(name string, p Pawn, knownBy ...rules.Seat) *scene {
	c, sp := space(name)
	sc.s.board[c][sp] = token{P: p, Known: rules.SeatsOf(knownBy...)}
	return sc
}

// putUp places p need side up on a space: everyone knows it.
func (sc *scene) putUp(name string, p Pawn) *scene {
	c, sp := space(name)
	sc.s.board[c][sp] = token{P: p, Known: rules.Everyone, Up: true}
	return sc
}

// turnUp turns the pawn on a space need side up.
func (sc *scene) turnUp(name string) *scene {
	c, sp := space(name)
	sc.s.board[c][sp].Up, sc.s.board[c][sp].Known = true, rules.Everyone
	return sc
}

// hand fills the slots of seat in order; NoPawn leaves a slot empty.
func (sc *scene) hand(seat rules.Seat, ps ...Pawn) *scene {
	for j := range sc.s.hands[seat] {
		sc.s.hands[seat][j] = empty
		if j < len(ps) && ps[j] != NoPawn {
			sc.s.hands[seat][j] = token{P: ps[j], Known: rules.SeatsOf(seat)}
		}
	}
	return sc
}

// bag sets the content of the bag.
func (sc *scene) bag(ps ...Pawn) *scene {
	for i := range sc.s.bag {
		sc.s.bag[i] = NoPawn
	}
	copy(sc.s.bag[:], ps)
	sc.s.bagN = int8(len(ps))
	return sc
}

// discard sets the Bacteria already used.
func (sc *scene) discard(ps ...Pawn) *scene {
	sc.s.discard = [2]Pawn{NoPawn, NoPawn}
	copy(sc.s.discard[:], ps)
	sc.s.discardN = int8(len(ps))
	return sc
}

// turn gives the turn to active, which is about to indicate.
func (sc *scene) turn(active rules.Seat) *scene {
	sc.s.active, sc.s.first, sc.s.phase = active, active, phIndicate
	return sc
}

// at returns the token on a space.
func (sc *scene) at(name string) token {
	c, sp := space(name)
	return sc.s.board[c][sp]
}

// view returns what seat may see.
func (sc *scene) view(seat rules.Seat) *State { return sc.s.View(seat).(*State) }

// seenAt returns the pawn seat sees on a space: a real pawn or a placeholder.
func (sc *scene) seenAt(seat rules.Seat, name string) Pawn {
	c, sp := space(name)
	return sc.view(seat).board[c][sp].P
}

// seenInHand returns the pawn viewer sees in slot (from 1) of owner's hand.
func (sc *scene) seenInHand(viewer, owner rules.Seat, slot int) Pawn {
	return sc.view(viewer).hands[owner][slot-1].P
}

// slot returns the pawn in slot (from 1) of seat's hand.
func (sc *scene) slot(seat rules.Seat, slot int) Pawn { return sc.s.hands[seat][slot-1].P }

// play parses text and applies it, failing the test if either refuses.
func (sc *scene) play(text string) []rules.Event {
	sc.t.Helper()
	m, err := sc.s.ParseMove(text)
	if err != nil {
		sc.t.Fatalf("ParseMove(%q): %v", text, err)
	}
	evs, err := sc.s.Apply(m)
	if err != nil {
		sc.t.Fatalf("Apply(%q) refused: %v (prompt: %s)", text, err, sc.s.Prompt().Text)
	}
	return slices.Clone(evs)
}

// refuse parses text, checks that Apply refuses it with a reason and leaves
// the state exactly as it was, and returns the reason.
func (sc *scene) refuse(text string) string {
	sc.t.Helper()
	m, err := sc.s.ParseMove(text)
	if err != nil {
		sc.t.Fatalf("ParseMove(%q): %v", text, err)
	}
	before := sc.s.Clone()
	evs, err := sc.s.Apply(m)
	if err == nil {
		sc.t.Fatalf("Apply(%q) accepted with events %s, want a refusal", text, evNames(evs))
	}
	if err.Error() == "" {
		sc.t.Errorf("Apply(%q) refused with an empty reason", text)
	}
	if !reflect.DeepEqual(before, sc.s.Clone()) {
		sc.t.Errorf("Apply(%q) refused (%v) but changed the state", text, err)
	}
	return err.Error()
}

// legal returns the text of every legal move.
func (sc *scene) legal() []string {
	var out []string
	for _, m := range sc.s.Legal(nil) {
		out = append(out, sc.s.MoveText(m))
	}
	return out
}

// wantLegal checks that the legal moves are exactly want, in any order.
func (sc *scene) wantLegal(want ...string) {
	sc.t.Helper()
	got := sc.legal()
	sort.Strings(got)
	want = slices.Clone(want)
	sort.Strings(want)
	if !slices.Equal(got, want) {
		sc.t.Errorf("Legal() = %v, want %v", got, want)
	}
}

// wantPrompt checks who is asked what.
func (sc *scene) wantPrompt(seat rules.Seat, kind string) {
	sc.t.Helper()
	p := sc.s.Prompt()
	if p.Seat != seat || p.Kind != kind {
		sc.t.Errorf("Prompt() = %v %q (%s), want %v %q", p.Seat, p.Kind, p.Text, seat, kind)
	}
	if sc.s.ToMove() != seat {
		sc.t.Errorf("ToMove() = %v, want %v", sc.s.ToMove(), seat)
	}
}

// luck reseeds the scene's generator with the first seed under which
// playing moves gives events that satisfy want. It forces a random draw
// without depending on how the draw uses the generator.
func (sc *scene) luck(moves []string, want func([]rules.Event) bool) {
	sc.t.Helper()
	for seed := uint64(1); seed <= 1000; seed++ {
		try := sc.s.Clone().(*State)
		try.rng = rules.NewRNG(seed)
		var all []rules.Event
		ok := true
		for _, text := range moves {
			m, err := try.ParseMove(text)
			if err != nil {
				ok = false
				break
			}
			evs, err := try.Apply(m)
			if err != nil {
				ok = false
				break
			}
			all = append(all, evs...)
		}
		if ok && want(all) {
			sc.s.rng = rules.NewRNG(seed)
			return
		}
	}
	sc.t.Fatalf("no seed up to 1000 makes %q turn out as the test needs", moves)
}

// layout assigns pawns to spaces by name. A value made by anyOf stands for
// any unused pawn of that kind.
type layout map[string]Pawn

// endgame builds a board one placement from the end: every pawn of layout
// on its space, every other space filled with the pawns left (Element pawns
// in number order over the element spaces in board order, Oxygen element
// side up on the white spaces), except the space last, whose pawn waits in
// the hand of seat 1 (index 0), about to indicate. All continents are in
// play, the bag is empty and both Bacteria are used. Pawns on the board are
// face down and known to nobody.
func endgame(t *testing.T, seats int, l layout, last string) *scene {
	t.Helper()
	sc := blank(t, seats).allOpen().discard(bacteria(Share), bacteria(Shift))
	sc.last = last
	var used [numPawns]bool
	var board [continents][spaces]Pawn
	for c := range board {
		for sp := range board[c] {
			board[c][sp] = NoPawn
		}
	}
	names := make([]string, 0, len(l))
	for name := range l {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names { // real pawns first
		p := l[name]
		if !p.Known() {
			continue
		}
		if used[p] {
			t.Fatalf("layout uses pawn %d (%s) twice", p, pawns[p])
		}
		used[p] = true
		c, sp := space(name)
		board[c][sp] = p
	}
	take := func(k Kind) Pawn {
		for _, p := range pawnsOf(k) {
			if !used[p] {
				used[p] = true
				return p
			}
		}
		t.Fatalf("layout needs more %s pawns than there are", k)
		return NoPawn
	}
	for _, name := range names { // then wildcards
		if p := l[name]; !p.Known() {
			c, sp := space(name)
			board[c][sp] = take(KindOf(p))
		}
	}
	for c := range board { // then the rest
		for sp := range board[c] {
			if board[c][sp] != NoPawn {
				continue
			}
			if sp == whiteSpace {
				board[c][sp] = take(Oxygen)
				continue
			}
			for p := Pawn(0); p < numElements; p++ {
				if !used[p] {
					used[p] = true
					board[c][sp] = p
					break
				}
			}
		}
	}
	for c := range board {
		for sp := range board[c] {
			sc.s.board[c][sp] = token{P: board[c][sp]}
		}
	}
	lc, lsp := space(last)
	sc.hand(0, board[lc][lsp])
	sc.s.board[lc][lsp] = empty
	return sc
}

// finish plays the last placement of an endgame (an Oxygen goes element
// side up) and fails unless the game is then over.
func (sc *scene) finish() []rules.Event {
	sc.t.Helper()
	sc.play("indicate 1")
	sc.play("designate " + sc.last[:1])
	text := "place 1 " + sc.last
	if strings.HasSuffix(sc.last, "w") {
		text += " element"
	}
	evs := sc.play(text)
	if !sc.s.Over() {
		sc.t.Fatalf("after the last placement Over() = false, want true (events %s)", evNames(evs))
	}
	return evs
}

// perfect is a board where every need is met and every continent has one
// Water, on the easy faces: with Oxygen element side up it scores 24.
func perfect() layout {
	return layout{
		"A1": anyOf(Water), "A2": mineral(Sand), "A3": mineral(Clay), "A4": mineral(Rock), "A5": plant(Animal),
		"B1": anyOf(Water), "B2": plant(Insect), "B3": plant(Mineral), "B4": animal(Insect, Mineral), "B5": insect(Animal),
		"C1": anyOf(Water), "C2": plant(Plant), "C3": insect(Plant), "C4": animal(Plant, Insect), "C5": animal(Water, Animal),
		"D1": insect(Water), "D2": anyOf(Water), "D3": mineral(Ice), "D4": insect(Mineral), "D5": animal(Mineral, Water),
	}
}

// around puts p on B1 of the easy face (linked to B3, B5 and Bw), pawns of
// the kinds linked on B3 and B5, and pawns of the kinds unlinked on B2 and
// B4, which are not linked to B1.
func around(p Pawn, linked, unlinked [2]Kind) layout {
	return layout{"B1": p, "B3": anyOf(linked[0]), "B5": anyOf(linked[1]), "B2": anyOf(unlinked[0]), "B4": anyOf(unlinked[1])}
}

// linksOf returns the names of the spaces linked to a space, sorted.
func (sc *scene) linksOf(name string) []string {
	c, sp := space(name)
	var out []string
	for o := 0; o < spaces; o++ {
		if sc.s.adj[c][sp]&(1<<o) != 0 {
			out = append(out, spaceName(int(c), o))
		}
	}
	sort.Strings(out)
	return out
}

// soilOf returns the soil of an element space.
func (sc *scene) soilOf(name string) Soil {
	c, sp := space(name)
	return faces[sc.s.faces[c]].Soils[sp]
}

// requireB1 stops the test unless B1 of the easy face links exactly B3, B5
// and Bw: the tests of needs build around that space.
func requireB1(t *testing.T) {
	t.Helper()
	sc := blank(t, 2)
	if got, want := sc.linksOf("B1"), []string{"B3", "B5", "Bw"}; !slices.Equal(got, want) {
		t.Fatalf("content changed: B1 of the easy face links %v, the test assumes %v", got, want)
	}
}

// reveals returns, from the final check's events, whether the pawn on each
// space meets its need.
func reveals(evs []rules.Event) map[string]bool {
	out := map[string]bool{}
	for _, e := range evs {
		if e.Kind == EvReveal {
			out[spaceAt(e.A)] = e.C == 1
		}
	}
	return out
}

// continentPoints returns the points of each continent from the final
// check's events, by letter.
func continentPoints(evs []rules.Event) map[string]int {
	out := map[string]int{}
	for _, e := range evs {
		if e.Kind == EvContinent {
			out[contName(int(e.A))] = int(e.B)
		}
	}
	return out
}

// eventOf returns the first event of kind k.
func eventOf(evs []rules.Event, k uint8) (rules.Event, bool) {
	for _, e := range evs {
		if e.Kind == k {
			return e, true
		}
	}
	return rules.Event{}, false
}

// count returns how many events are of kind k.
func count(evs []rules.Event, k uint8) int {
	n := 0
	for _, e := range evs {
		if e.Kind == k {
			n++
		}
	}
	return n
}

var evNameOf = map[uint8]string{
	EvTurn: "Turn", EvSkip: "Skip", EvIndicate: "Indicate", EvDesignate: "Designate", EvPlace: "Place",
	EvFlip: "Flip", EvExchange: "Exchange", EvLook: "Look", EvMove: "Move", EvOpen: "Open", EvDraw: "Draw",
	EvBacteria: "Bacteria", EvCommit: "Commit", EvPass: "Pass", EvNoEffect: "NoEffect", EvReveal: "Reveal",
	EvContinent: "Continent", EvOxygenBonus: "OxygenBonus", EvEnd: "End",
}

// evNames lists the kinds of events for messages.
func evNames(evs []rules.Event) string {
	names := make([]string, len(evs))
	for i, e := range evs {
		names[i] = evNameOf[e.Kind]
		if names[i] == "" {
			names[i] = fmt.Sprint(e.Kind)
		}
	}
	return "[" + strings.Join(names, " ") + "]"
}

// breakdownSum adds up the points of a breakdown.
func breakdownSum(lines []rules.ScoreLine) int {
	n := 0
	for _, l := range lines {
		n += l.Points
	}
	return n
}
