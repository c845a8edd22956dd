package seeders

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"starboard/rules"
)

// mentions reports whether text names card id ("Envoy #12", not
// "Envoy #123"), as named does, without a regular expression.
func mentions(text string, id int16) bool {
	name := cardName(id)
	for i := 0; ; {
		j := strings.Index(text[i:], name)
		if j < 0 {
			return false
		}
		end := i + j + len(name)
		if end == len(text) || text[end] < '0' || text[end] > '9' {
			return true
		}
		i = end
	}
}

// lineOf returns the line of text that names card id, or "".
func lineOf(text string, id int16) string {
	for _, l := range strings.Split(text, "\n") {
		if mentions(l, id) {
			return l
		}
	}
	return ""
}

// chamberLine returns the line of Chamber c (from 0) in the table text
// and what it holds after the cubes, a card line or "empty".
func chamberLine(text string, c int) (line, holds string, ok bool) {
	prefix := fmt.Sprintf("\n  Chamber %2d  cubes", c+1)
	i := strings.Index(text, prefix)
	if i < 0 {
		return "", "", false
	}
	line, _, _ = strings.Cut(text[i+1:], "\n")
	_, holds, ok = strings.Cut(line[len(prefix)-1:], "   ")
	return line, holds, ok
}

// section returns the lines of text from the line starting with head
// (after spaces) up to the next line indented no deeper.
func section(text, head string) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		t := strings.TrimLeft(l, " ")
		if !strings.HasPrefix(t, head) {
			continue
		}
		depth := len(l) - len(t)
		j := i + 1
		for j < len(lines) && len(lines[j])-len(strings.TrimLeft(lines[j], " ")) > depth {
			j++
		}
		return strings.Join(lines[i:j], "\n")
	}
	return ""
}

// seatBlock returns the part of the table text about seat p.
func seatBlock(text string, p int8) string {
	_, rest, _ := strings.Cut(text, "\n"+rules.Seat(p).String()+": ")
	block, _, _ := strings.Cut(rest, "\n\n")
	return block
}

// checkCardLine checks that the line naming card id gives its Caste, its
// kind, cost, recycling value and text, and the marks wanted.
func checkCardLine(t *testing.T, where, text string, id int16, marks ...string) {
	t.Helper()
	l := lineOf(text, id)
	if l == "" {
		t.Fatalf("%s: %s is not listed in\n%s", where, cardName(id), text)
	}
	d := cards[id]
	body := d.Text
	if body == "" {
		body = "(no ability)"
	}
	rec := "recycle " + strconv.Itoa(d.Recycle)
	if d.Recycle == 0 {
		rec = "recycle turn"
	}
	for _, want := range append([]string{d.Caste.String(), fmt.Sprintf("cost %d", d.Cost), rec, body}, marks...) {
		if !strings.Contains(l, want) {
			t.Fatalf("%s: the line of %s lacks %q:\n%s", where, cardName(id), want, l)
		}
	}
}

// moveWord matches what a move text may hold: keywords, cards (#37),
// Spots (s5), Castes, sides and paths; seats, Chambers and slots are
// numbers after their word.
var moveWord = regexp.MustCompile(`^(#[0-9]+|s[0-9]+|[a-z-]+|a|b|[23]-[12])$`)

// checkMoveNumbers checks that every number a legal move text gives a
// seat, a Chamber, a Spot or a slot counts from 1, that no number stands
// bare, and that the text reads back to the move.
func checkMoveNumbers(t *testing.T, s *State, m rules.Move) {
	t.Helper()
	text := s.MoveText(m)
	if back, err := s.ParseMove(text); err != nil || back != m {
		t.Fatalf("%q reads back as %+v, %v; want %+v", text, back, err, m)
	}
	f := strings.Fields(text)
	for i := 0; i < len(f); i++ {
		w := f[i]
		switch w {
		case "seat", "chamber", "slot":
			n, err := strconv.Atoi(f[i+1])
			limit := map[string]int{"seat": int(s.seats), "chamber": Chambers, "slot": int(s.seats)}[w]
			if err != nil || n < 1 || n > limit {
				t.Fatalf("%q: %s %s does not count from 1 to %d", text, w, f[i+1], limit)
			}
			i++
			continue
		}
		if !moveWord.MatchString(w) {
			t.Fatalf("%q: the word %q is a bare number or unknown", text, w)
		}
		if n, err := strconv.Atoi(strings.TrimPrefix(w, "s")); err == nil && strings.HasPrefix(w, "s") && (n < 1 || n > int(s.nspots)) {
			t.Fatalf("%q: Spot %d does not count from 1 to %d", text, n, s.nspots)
		}
	}
	// The targets name the seat and Chambers the move holds, from 1.
	if m.Kind == mvActivate || m.Kind == mvIntegrate {
		args := []int16{m.B, m.C, m.D}
		if m.Kind == mvIntegrate {
			args = []int16{m.C}
		}
		for i, k := range targetKinds(m.A) {
			if i >= len(args) || args[i] < 0 {
				break
			}
			want := map[int]string{tgCard: "#%d", tgSeat: "seat %d", tgChamber: "chamber %d", tgFromChamber: "from chamber %d", tgToChamber: "to chamber %d"}[k]
			n := int(args[i])
			if k != tgCard {
				n++
			}
			if !strings.Contains(text, fmt.Sprintf(want, n)) {
				t.Fatalf("%q does not name target %d as %q", text, i+1, fmt.Sprintf(want, n))
			}
		}
	}
}

// TestShowListsTheWholePublicTable plays seeded games with random legal
// moves and reads, at every step, the table text of every seat's view:
// every card the seat may see (its hand, every Ark, Jail, Vacant Crew,
// Chamber and the Discard Pile) is listed with its Caste, cost,
// recycling value and text; tokens, rotated cards and Safes are marked;
// prisoners are listed in their jailer's Jail; empty Chambers read as
// empty; the Discard Pile is listed in order; another seat's hand cards
// the seat does not know are not named. Every seat, Chamber, Spot and
// slot number in the legal move texts counts from 1. The games must show
// each of these things at least once.
func TestShowListsTheWholePublicTable(t *testing.T) {
	games := []struct {
		seats int
		seed  uint64
		opts  rules.Options
	}{
		{2, 101, rules.Options{"expert": "off", "draft": "off"}},
		{3, 202, rules.Options{"expert": "on", "draft": "off"}},
		{4, 303, rules.Options{"expert": "off", "draft": "off"}},
		{4, 404, rules.Options{"expert": "on", "draft": "on"}},
	}
	seen := map[string]int{}
	for _, g := range games {
		s := New(rules.Setup{Seats: g.seats, Seed: g.seed, Options: g.opts})
		rng := rules.NewRNG(g.seed * 7)
		for step := 0; !s.Over(); step++ {
			where := fmt.Sprintf("%d seats, seed %d, step %d", g.seats, g.seed, step)
			for v := rules.Seat(0); v < rules.Seat(s.seats); v++ {
				checkTable(t, where+", "+v.String(), s, v, seen)
			}
			legal := s.Legal(nil)
			for _, m := range legal {
				checkMoveNumbers(t, s, m)
				if m.Kind == mvActivate && m.B >= 0 && targetKinds(m.A) != nil {
					seen["a targeted ability in the legal moves"]++
				}
			}
			if _, err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, what := range []string{"an empty Chamber", "a Chamber card", "a prisoner", "a Jailer token", "a Mutagen token",
		"a rotated card", "a Safe", "a hosted Crew", "the Discard Pile", "a hidden hand card", "the seat's own hand", "a targeted ability in the legal moves"} {
		if seen[what] == 0 {
			t.Errorf("the games never showed %s", what)
		}
	}
}

// checkTable checks the table text of v's view of s.
func checkTable(t *testing.T, where string, s *State, v rules.Seat, seen map[string]int) {
	t.Helper()
	vw := s.View(v).(*State)
	text := vw.String()
	for c := 0; c < Chambers; c++ {
		line, holds, ok := chamberLine(text, c)
		if !ok {
			t.Fatalf("%s: no line for Chamber %d in\n%s", where, c+1, text)
		}
		if id := s.chamber[c]; id < 0 {
			if holds != "empty" {
				t.Fatalf("%s: empty Chamber %d reads %q", where, c+1, line)
			}
			seen["an empty Chamber"]++
		} else {
			checkCardLine(t, where+", Chamber "+strconv.Itoa(c+1), line, id)
			seen["a Chamber card"]++
		}
	}
	discard := section(text, "Discard Pile")
	if !strings.HasPrefix(discard, fmt.Sprintf("Discard Pile, %s", plural(s.discardN, "card"))) {
		t.Fatalf("%s: the Discard Pile heading reads %q, want %d cards", where, discard, s.discardN)
	}
	lines := strings.Split(discard, "\n")[1:]
	for i := int16(0); i < s.discardN; i++ {
		id := s.discard[i]
		if !mentions(lines[i], id) {
			t.Fatalf("%s: Discard Pile line %d is %q, want %s", where, i+1, lines[i], cardName(id))
		}
		checkCardLine(t, where+", Discard Pile", lines[i], id)
		seen["the Discard Pile"]++
	}
	for p := int8(0); p < s.seats; p++ {
		block := seatBlock(text, p)
		for _, id := range s.arkOf(p) {
			c := &s.card[id]
			var marks []string
			if c.rotated {
				marks = append(marks, "rotated")
				seen["a rotated card"]++
			}
			if c.jailer {
				marks = append(marks, "Jailer token")
				seen["a Jailer token"]++
			}
			if c.mutagen {
				marks = append(marks, "Mutagen token")
				seen["a Mutagen token"]++
			}
			if c.mutant {
				marks = append(marks, "Mutant")
			}
			if cards[id].Castes&Safe != 0 {
				marks = append(marks, "Safe holds "+plural(int16(c.safe), "Resource"))
				seen["a Safe"]++
			}
			checkCardLine(t, where+", the Ark of "+rules.Seat(p).String(), section(block, "Ark,"), id, marks...)
			if s.phase != phReorder && !cards[id].Unit && c.host >= 0 {
				// A Crew is listed under its Unit.
				if host := section(block, cardName(c.host)); !mentions(host, id) {
					t.Fatalf("%s: %s is not under its Unit %s:\n%s", where, cardName(id), cardName(c.host), block)
				}
				seen["a hosted Crew"]++
			}
		}
		for id := int16(0); id < NumCards; id++ {
			if c := &s.card[id]; c.owner == p && c.loc == locJail {
				checkCardLine(t, where+", the Jail of "+rules.Seat(p).String(), section(block, "Jail,"), id)
				seen["a prisoner"]++
			}
			if c := &s.card[id]; c.owner == p && c.loc == locVacant {
				checkCardLine(t, where+", the Vacant Crews of "+rules.Seat(p).String(), section(block, "Vacant Crews"), id, "Vacant")
			}
		}
		hand := section(block, "Hand,")
		for j := int8(0); j < s.handN[p]; j++ {
			h := s.hands[p][j]
			switch {
			case h.known.Has(v):
				checkCardLine(t, where+", the hand of "+rules.Seat(p).String(), hand, h.id)
				if rules.Seat(p) == v {
					seen["the seat's own hand"]++
				}
			case !h.seen.Has(v) && mentions(text, h.id):
				t.Fatalf("%s: %s, in the hand of %s, is named:\n%s", where, cardName(h.id), rules.Seat(p), text)
			default:
				seen["a hidden hand card"]++
			}
		}
	}
}

// TestP4ActivationCostIsLogged: paying for an Activation, a Natural ability
// or a Jailer token says in the log what was paid and for which card, and
// which part came from Safes; an ability that costs nothing logs no
// payment; an integration says it paid in Resources.
func TestP4ActivationCostIsLogged(t *testing.T) {
	sc := newScene(t, 2, 19, nil)
	sc.clearHands()
	sc.integrating(0)
	s := sc.s
	u := sc.ark(0, "Reactor Deck", 0, -1)
	conf := sc.ark(0, "Confessor", 0, u)
	safe := sc.ark(0, "Black Market", 0, -1)
	warden := sc.ark(0, "Warden", 0, safe)
	s.card[warden].jailer = true
	s.jailer--
	prisoner := sc.ark(1, "Envoy", 0, -1)

	evs := sc.play(fmt.Sprintf("use #%d", u))
	if got := sc.texts(evs); strings.Contains(got, "pays") {
		t.Errorf("a free Activation logs a payment:\n%s", got)
	}
	s.res[0], s.card[safe].safe = 3, 2
	evs = sc.play(fmt.Sprintf("use #%d", conf))
	want := fmt.Sprintf("seat 1 pays 2 Resources to use %s.", cardName(conf))
	if got := sc.texts(evs); !strings.Contains(got, want) {
		t.Errorf("the Natural ability's cost is not logged: want %q in\n%s", want, got)
	}
	if s.res[0] != 1 {
		t.Errorf("Resources %d after paying 2 of 3", s.res[0])
	}
	evs = sc.play(fmt.Sprintf("use #%d", conf))
	want = fmt.Sprintf("seat 1 pays 2 Resources (1 from the Supply, 1 from Safes) to use %s.", cardName(conf))
	if got := sc.texts(evs); !strings.Contains(got, want) {
		t.Errorf("a payment from Safes is not logged: want %q in\n%s", want, got)
	}
	var pay *rules.Event
	for i := range evs {
		if evs[i].Kind == EvPay {
			pay = &evs[i]
		}
	}
	if pay == nil || pay.A != 2 || pay.B != conf || pay.D != 1 || pay.To != 0 || pay.Secret != 0 {
		t.Errorf("the payment event is %+v, want a public EvPay of 2 for #%d, 1 from Safes", pay, conf)
	}
	evs = sc.play(fmt.Sprintf("jail #%d with #%d", prisoner, warden))
	want = fmt.Sprintf("seat 1 pays 1 Resource (all from Safes) for the Jailer token of %s.", cardName(warden))
	if got := sc.texts(evs); !strings.Contains(got, want) {
		t.Errorf("the Jailer token's cost is not logged: want %q in\n%s", want, got)
	}
	if s.card[safe].safe != 0 || s.card[prisoner].loc != locJail {
		t.Errorf("after jailing: Safe %d, prisoner at %d", s.card[safe].safe, s.card[prisoner].loc)
	}
	// The view text lists the prisoner in seat 1's Jail.
	text := s.View(1).String()
	if jail := section(seatBlock(text, 0), "Jail,"); !strings.HasPrefix(strings.TrimSpace(jail), "Jail, 1 prisoner:") || !mentions(jail, prisoner) {
		t.Errorf("seat 1's Jail reads\n%s", jail)
	}
	// An integration says what it paid.
	env := sc.hand(0, "Envoy", 1)
	s.res[0] = 2
	evs = sc.play(fmt.Sprintf("integrate #%d on #%d", env, u))
	want = fmt.Sprintf("seat 1 integrates %s in %s, paying 2 Resources.", cardName(env), cardName(u))
	if got := sc.texts(evs); !strings.Contains(got, want) {
		t.Errorf("want %q in\n%s", want, got)
	}
}
