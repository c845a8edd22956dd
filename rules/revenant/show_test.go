package revenant

import (
	"fmt"
	"strings"
	"testing"

	"starboard/rules"
)

// playSome plays g by a simple policy until done holds or limit moves are
// played: a card play when one is legal, else the move in the middle of
// the legal list (an Improvement draw goes to the Equipment deck first).
func playSome(t *testing.T, g *State, limit int, done func() bool) {
	t.Helper()
	for i := 0; i < limit && !g.Over() && !done(); i++ {
		ms := g.Legal(nil)
		m := ms[len(ms)/2]
		for _, c := range ms {
			if c.Kind == mvPlay {
				m = c
				break
			}
		}
		if _, err := g.Apply(m); err != nil {
			t.Fatalf("move %d %q: %v", i, g.MoveText(m), err)
		}
	}
	if !done() {
		t.Fatalf("the game did not reach the position wanted in %d moves", limit)
	}
}

// section returns the lines of text from the one starting with head up to
// the next blank line.
func section(t *testing.T, text, head string) string {
	t.Helper()
	i := strings.Index(text, "\n"+head)
	if i < 0 {
		t.Fatalf("no section %q in\n%s", head, text)
	}
	rest := text[i+1:]
	if j := strings.Index(rest, "\n\n"); j >= 0 {
		rest = rest[:j]
	}
	return rest
}

// sectorLines returns the lines of Sector x in the map of text.
func sectorLines(t *testing.T, text string, x int) string {
	t.Helper()
	m := section(t, text, "Map")
	i := strings.Index(m, "\n  "+SectorNames[x])
	if i < 0 {
		t.Fatalf("no %s in the map:\n%s", SectorNames[x], m)
	}
	rest := m[i+1:]
	var lines []string
	for k, l := range strings.Split(rest, "\n") {
		if k > 0 && !strings.HasPrefix(l, "    ") {
			break
		}
		lines = append(lines, l)
	}
	return strings.Join(lines, "\n")
}

// checkTable checks what show prints of g as seat sees it: every public
// thing the table holds, the seat's own cards named in full, the others'
// cards hidden.
func checkTable(t *testing.T, g *State, seat rules.Seat) string {
	t.Helper()
	v := g.View(seat).(*State)
	text := v.String()
	fail := func(format string, args ...any) {
		t.Helper()
		t.Errorf("%s sees %s; the view:\n%s", seat, fmt.Sprintf(format, args...), text)
	}
	// Sectors: Voidborn, the Planet and its cube, the ship line, Frigates.
	for x := 0; x < NumSectors; x++ {
		sec := sectorLines(t, text, x)
		if x < NumRing && !strings.Contains(sec, count(int16(g.void[x]), "Voidborn", "Voidborn")) {
			fail("no %d Voidborn in %s", g.void[x], SectorNames[x])
		}
		if x < NumRing && g.planet[x] >= 0 {
			want := Planets[g.planet[x]].Name + ", no Data cube"
			if g.cube[x] {
				want = Planets[g.planet[x]].Name + ", a Data cube on it"
			}
			if !strings.Contains(sec, want) {
				fail("no %q in %s", want, SectorNames[x])
			}
		}
		if line := g.Line(x, nil); len(line) > 0 {
			var names []string
			for _, id := range line {
				names = append(names, HouseNames[ShipHouse(id)]+" "+KindNames[ShipKind(id)])
			}
			_, ships, _ := strings.Cut(sec, "ships: ")
			at := 0
			for _, n := range names {
				k := strings.Index(ships[at:], n)
				if k < 0 {
					fail("not the ships of %s in the order %v", SectorNames[x], names)
					break
				}
				at += k + len(n)
			}
		}
		for p := int8(0); p < g.seats; p++ {
			if int(g.players[p].frigate) == x {
				_, fr, ok := strings.Cut(sec, "Frigates: ")
				if !ok || !strings.Contains(fr, rules.Seat(p).String()) {
					fail("not %s's Frigate in %s", rules.Seat(p), SectorNames[x])
				}
			}
		}
	}
	// The two face-up Sonar cards.
	sonar := section(t, text, "Sonar cards face up:")
	for _, c := range g.sonarUp {
		if c >= 0 && !strings.Contains(sonar, Sonars[c].Name+": Voidborn") {
			fail("not the face-up Sonar card %s", Sonars[c].Name)
		}
	}
	// The Tactics order, highest first.
	var order []string
	for _, p := range g.TacticsOrder(nil) {
		order = append(order, fmt.Sprintf("%s %d", p, g.players[p].tactics))
	}
	got := text[strings.Index(text, "Tactics order (highest first): "):]
	got, _, _ = strings.Cut(got, "\n")
	if g.solo {
		got = strings.Replace(strings.Replace(got, fmt.Sprintf(", Corrupted Crew %d", g.aTactics), "", 1), fmt.Sprintf("Corrupted Crew %d, ", g.aTactics), "", 1)
	}
	if want := "Tactics order (highest first): " + strings.Join(order, ", "); got != want {
		fail("%q, want %q", got, want)
	}
	// Each seat: Data cubes, Corruption on Compartments and removed, the
	// cards played, and the hand: named in full for the seat itself,
	// hidden for the others.
	for p := int8(0); p < g.seats; p++ {
		pl := &g.players[p]
		sec := section(t, text, rules.Seat(p).String()+": ")
		for _, want := range []string{
			fmt.Sprintf("Data cubes: %d ", pl.data),
			fmt.Sprintf("Corruption: %d on Compartments, %d removed", pl.corruption(), pl.removed),
			fmt.Sprintf("Hand (%d cards)", pl.handN),
		} {
			if !strings.Contains(sec, want) {
				fail("no %q for %s", want, rules.Seat(p))
			}
		}
		for c, on := range pl.comp {
			if want := BonusNames[c] + map[bool]string{true: " corrupted", false: " open"}[on]; !strings.Contains(sec, want) {
				fail("no %q for %s", want, rules.Seat(p))
			}
		}
		played := append(append(pl.equip[:pl.equipN:pl.equipN], pl.train[0][:pl.trainN[0]]...), pl.train[1][:pl.trainN[1]]...)
		for _, c := range played {
			if !strings.Contains(sec, cardLine(c)) {
				fail("not the card %s played by %s", Cards[c].Name, rules.Seat(p))
			}
		}
		for _, c := range pl.hand[:pl.handN] {
			card := &Cards[c]
			full := fmt.Sprintf("%d: %s (%s, %s), costs %s; %s", c, card.Name, CardKindNames[card.Kind], HouseNames[card.House], resText(card.Cost), CardText(int(c)))
			if rules.Seat(p) == seat && !strings.Contains(sec, full) {
				fail("not its card %q", full)
			}
			if rules.Seat(p) != seat && strings.Contains(text, full) {
				fail("%s's hidden card %q", rules.Seat(p), full)
			}
		}
	}
	return text
}

// TestShowListsTheWholePublicTable plays a three-seat game and a solo game
// by a simple policy and checks that show (String on a View) names the
// whole public table: the hand cards with House, cost and effect, the
// cards played, the Sectors with their Planets, ship lines and Frigates,
// the face-up Sonar cards, each seat's Data cubes, corrupted Compartments
// and removed Corruption, the Tactics order; in solo the Corrupted Crew's
// card, its grid with the Assignment marker and the Tactics Bonus tile,
// and its score in Breakdown. Others' hands and agendas stay hidden.
func TestShowListsTheWholePublicTable(t *testing.T) {
	t.Run("three seats", func(t *testing.T) {
		g := newGame(t, 3, 11, "medium")
		playSome(t, g, 3000, func() bool {
			played := 0
			for p := range g.players[:g.seats] {
				pl := &g.players[p]
				played += int(pl.equipN + pl.trainN[0] + pl.trainN[1])
			}
			return g.round >= 2 && g.phase == phTurn && played >= 2 && g.players[g.who].handN > 0
		})
		for p := rules.Seat(0); p < 3; p++ {
			text := checkTable(t, g, p)
			for q := int8(0); q < g.seats; q++ {
				if a := g.players[q].agenda; rules.Seat(q) != p && a >= 0 && !g.players[q].revealed && strings.Contains(text, Agendas[a].Name) {
					t.Errorf("%s sees %s's hidden agenda %s", p, rules.Seat(q), Agendas[a].Name)
				}
			}
			if p != 0 && g.players[0].hiN > 0 && !strings.Contains(section(t, text, "seat 1: "), "Hidden Influence: "+count(int16(g.players[0].hiN), "card", "cards")+", hidden") {
				t.Errorf("%s does not see seat 1's Hidden Influence as hidden:\n%s", p, text)
			}
		}
	})
	t.Run("solo", func(t *testing.T) {
		g := newGame(t, 1, 12, "hard")
		playSome(t, g, 3000, func() bool {
			return g.round >= 2 && g.phase == phTurn && g.aCard >= 0 && g.players[0].handN > 0
		})
		text := checkTable(t, g, 0)
		crew := section(t, text, "Corrupted Crew (hard): Tactics "+fmt.Sprint(g.aTactics))
		if want := "Corrupted House card revealed: " + HouseNames[g.aCard]; !strings.Contains(crew, want) {
			t.Errorf("no %q in\n%s", want, crew)
		}
		for i, c := range g.grid {
			cell := SoloNames[c]
			if int8(i) == g.marker {
				cell += " [Assignment marker]"
			}
			if int8(i) == g.bonusTile {
				cell += " [Tactics Bonus tile]"
			}
			row := [4]string{"top:", "top:", "bottom:", "bottom:"}[i]
			_, line, _ := strings.Cut(crew, row)
			line, _, _ = strings.Cut(line, "\n")
			if !strings.Contains(line, cell) {
				t.Errorf("the grid's cell %d is not %q on its row:\n%s", i, cell, crew)
			}
		}
		for h := 0; h < NumHouses; h++ {
			if !strings.Contains(section(t, text, "Houses"), fmt.Sprintf("Corrupted Crew %d", g.aInf[h])) {
				t.Errorf("no Influence %d of the Crew with %s", g.aInf[h], HouseNames[h])
			}
		}
		lines := g.Breakdown(0)
		sum := 0
		for _, l := range lines {
			sum += l.Points
		}
		last := lines[len(lines)-1]
		if sum != g.Score(0) || last.Label != fmt.Sprintf("Corrupted Crew to beat: %d", g.AutomaScore()) || last.Points != 0 {
			t.Errorf("Breakdown %v: sum %d, Score %d; want a last 0-point line with the Crew's %d", lines, sum, g.Score(0), g.AutomaScore())
		}
		if want := fmt.Sprintf("Score: %d (Influence times Power ", g.AutomaScore()); !strings.Contains(crew, want) {
			t.Errorf("show does not give the Crew's score %q:\n%s", want, crew)
		}
	})
}

// TestMoveNoteNamesTheCard plays games by the simple policy and checks, in
// every position, that MoveNote words each move that names a card by its
// number (discard, play, remove) with the card's name, kind and House, a
// play with what it pays after the discounts, and leaves the other moves
// without a note.
func TestMoveNoteNamesTheCard(t *testing.T) {
	seen := map[uint8]int{}
	for seed := uint64(1); seed <= 3; seed++ {
		g := newGame(t, int(seed), 20+seed, "medium")
		playSome(t, g, 5000, func() bool {
			for _, m := range g.Legal(nil) {
				note := g.MoveNote(m)
				c := m.A
				if m.Kind == mvRemove {
					c = m.B
				}
				switch m.Kind {
				case mvDiscard, mvPlay, mvRemove:
					seen[m.Kind]++
					card := &Cards[c]
					want := fmt.Sprintf("%s (%s, %s; %s)", card.Name, CardKindNames[card.Kind], HouseNames[card.House], CardText(int(c)))
					if !strings.Contains(note, want) {
						t.Fatalf("MoveNote(%q) = %q, want it to name %q", g.MoveText(m), note, want)
					}
					if m.Kind == mvPlay {
						cost, _ := g.cost(g.who, int8(c), m.C, m.D)
						pay := resText(cost)
						if pay == "none" {
							pay = "nothing"
						}
						if !strings.Contains(note, ", paying "+pay) {
							t.Fatalf("MoveNote(%q) = %q, want it to pay %s", g.MoveText(m), note, pay)
						}
					}
				default:
					if note != "" {
						t.Fatalf("MoveNote(%q) = %q, want none", g.MoveText(m), note)
					}
				}
			}
			return g.Over()
		})
	}
	for _, k := range []uint8{mvDiscard, mvPlay, mvRemove} {
		if seen[k] == 0 {
			t.Errorf("no %s move was seen", moveNames[k])
		}
	}
}
