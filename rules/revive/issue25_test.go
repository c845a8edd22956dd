package revive

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestE3ArtifactRescoresAnAidCategory checks the aid's "score the category
// matching the artifact's color once more": every colour of every
// artifact scoring card names a line of the final scoring, and each major
// artifact of that colour scores that line's points again, capped at
// CategoryCap.
func TestE3ArtifactRescoresAnAidCategory(t *testing.T) {
	sc := newScene(t, 2, 1)
	s := sc.s
	ps := &s.seat[0]
	ps.vp = 30      // over the cap
	ps.progress = 6 // 0+0+1+1+1+2 = 5
	ps.unlocked = 1 << 3
	green := 0
	for id := range NumCitizens {
		if cards[id].Colour == Green && green < 3 {
			sc.give(0, id) // 3 green cards: 6 points on the machine bonus
			green++
		}
	}
	ps.techs = 1<<0 | 1<<3            // 1 + 2 = 3
	ps.minorVP = 4                    // and no large location: 0
	ps.res = [numRes]int8{3, 3, 3, 2} // 11: 2 points
	ps.major = [numColours]int8{}

	artifactLabel := lineNames[lnArtifactCard]
	capped := map[string]int{}
	seen := map[int]string{}
	for _, b := range s.Breakdown(0) {
		if b.Label == artifactLabel || b.Label == lineNames[lnEndTile] {
			continue
		}
		v := min(b.Points, CategoryCap)
		if other, ok := seen[v]; ok {
			t.Fatalf("the position gives %s and %s the same %d points: no test of which one is scored", other, b.Label, v)
		}
		seen[v] = b.Label
		capped[b.Label] = v
	}
	artifact := func() int {
		for _, b := range s.Breakdown(0) {
			if b.Label == artifactLabel {
				return b.Points
			}
		}
		t.Fatal("no artifact line in the breakdown")
		return 0
	}
	for card := range NumScoringCards {
		ps.scoring = int8(card)
		for c := range Colour(numColours) {
			name := ScoringCard(card)[c].String()
			want, ok := capped[name]
			if !ok {
				t.Errorf("card %d: %s scores %q, which is no line of the aid's final scoring", card, c, name)
				continue
			}
			for n := range int8(3) {
				ps.major = [numColours]int8{}
				ps.major[c] = n
				if got := artifact(); got != int(n)*want {
					t.Errorf("card %d, %d %s artifacts: the card scores %d, want %d times %s's %d", card, n, c, got, n, name, want)
				}
			}
		}
	}
	ps.major = [numColours]int8{}
}

// TestScoringCardsAsDocumented checks the table of the artifact scoring
// cards in doc.go against the cards.
func TestScoringCardsAsDocumented(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	short := map[string]Category{"points track": CatPoints, "progress track": CatProgress, "machine bonus": CatMachineBonus,
		"technologies": CatTechs, "large locations": CatLarge, "small artifacts": CatMinor, "resources": CatResources}
	row := regexp.MustCompile(`(?m)^//\t([0-9]+) +(.+)$`)
	rows := 0
	for _, m := range row.FindAllStringSubmatch(string(doc), -1) {
		card, _ := strconv.Atoi(m[1])
		names := regexp.MustCompile(`  +`).Split(strings.TrimSpace(m[2]), -1)
		if card < 1 || card > NumScoringCards || len(names) != int(numColours) {
			continue
		}
		rows++
		for c, name := range names {
			if cat, ok := short[name]; !ok || cat != scoringCards[card-1][c] {
				t.Errorf("doc.go: card %d, %s reads %q; the card names %s", card, Colour(c), name, scoringCards[card-1][c])
			}
		}
	}
	if rows != NumScoringCards {
		t.Errorf("doc.go shows %d artifact scoring cards, want %d", rows, NumScoringCards)
	}
}

// TestR1EnergyOverTheCapIsLoggedAsLost checks that energy beyond the cap,
// storage and machines together, is logged as lost, not only as gained.
func TestR1EnergyOverTheCapIsLoggedAsLost(t *testing.T) {
	sc := newScene(t, 2, 1)
	s := sc.s
	ps := &s.seat[0]
	ps.energy, ps.onMach = EnergyCap-3, 2 // room for 1
	s.events = s.events[:0]
	s.gain(0, srcCrate, 11, crates[11]) // 2 energy
	if ps.energy != EnergyCap-2 {
		t.Fatalf("energy %d, want %d", ps.energy, EnergyCap-2)
	}
	var log []string
	for _, e := range s.events {
		log = append(log, s.EventText(e))
	}
	text := strings.Join(log, "\n")
	if !strings.Contains(text, "seat 1 loses 1 energy over the cap") {
		t.Errorf("the energy lost over the cap is not in the log:\n%s", text)
	}
	// Nothing is said lost when the energy fits.
	ps.energy, ps.onMach = 3, 0
	s.events = s.events[:0]
	s.gain(0, srcCrate, 11, crates[11]) // 2 energy
	if len(kinds(s.events, EvLost)) != 0 || ps.energy != 5 {
		t.Errorf("energy %d, events %v", ps.energy, s.events)
	}
}

// TestA3ReplacedModuleIsLogged checks that a module placed over another
// says, in the log, which module it discards.
func TestA3ReplacedModuleIsLogged(t *testing.T) {
	sc := newScene(t, 2, 1)
	s := sc.s
	old := int8(5)
	s.seat[0].owesModule = 1
	s.seat[0].module[0][0] = old
	sc.do("module 1")
	evs := sc.do("place s1 1")
	placed := kinds(evs, EvPlaceModule)
	if len(placed) != 1 {
		t.Fatalf("%d module placings", len(placed))
	}
	text := s.EventText(placed[0])
	want := "discards a " + modules[old].Colours[0].String()
	if !strings.Contains(text, want) || !strings.Contains(text, modules[old].Effect.String()) {
		t.Errorf("the log reads %q: it does not say the %s module (%s) is discarded", text, modules[old].Colours[0], modules[old].Effect)
	}
	// A module placed on an empty space discards nothing.
	s.seat[0].owesModule = 1
	sc.do("module 1")
	if text := s.EventText(kinds(sc.do("place s1 2"), EvPlaceModule)[0]); strings.Contains(text, "discard") {
		t.Errorf("an empty space: %q", text)
	}
}
